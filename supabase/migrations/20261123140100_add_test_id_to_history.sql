-- History rows link to their results screen. A full SAT's results live at
-- /practice/full-sat/{test id}/results/{full SAT id}, so each row now
-- carries its practice_test_id. Otherwise as 20261123100400_harden_review.

/** The student's completed tests and full SATs, newest first, with first attempts counted apart from retakes. */
create or replace function public.get_test_history() returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  uid uuid := private.require_student();
begin
  return (
    with tests as (
      select s.id, 'test' as kind, s.practice_test_id, t.title, t.test_type::text as test_type, s.is_retake,
             s.total_score, null::integer as reading_writing_score, null::integer as math_score,
             s.correct_count as correct, s.question_count as total, s.completed_at, private.session_seconds(s) as seconds
      from public.user_sessions s join public.practice_tests t on t.id = s.practice_test_id
      where s.user_id = uid and s.session_status = 'completed' and s.full_sat_session_id is null
      union all
      select f.id, 'full_sat', f.practice_test_id, t.title, t.test_type::text, f.is_retake, f.total_score,
             f.reading_writing_score, f.math_score,
             (select sum(s.correct_count)::integer from public.user_sessions s where s.full_sat_session_id = f.id),
             (select sum(s.question_count)::integer from public.user_sessions s where s.full_sat_session_id = f.id),
             f.completed_at,
             (select coalesce(sum(private.session_seconds(s)), 0)::integer from public.user_sessions s
              where s.full_sat_session_id = f.id)
      from public.full_sat_sessions f join public.practice_tests t on t.id = f.practice_test_id
      where f.user_id = uid and f.session_status = 'completed'
    )
    select jsonb_build_object(
      'tests', coalesce((select jsonb_agg(to_jsonb(x) - 'seconds' order by x.completed_at desc) from tests x), '[]'::jsonb),
      'stats', jsonb_build_object(
        'count', (select count(*) from tests),
        'first_attempts', (select count(*) from tests where not is_retake),
        'retakes', (select count(*) from tests where is_retake),
        'average_score', (select round(avg(total_score)) from tests where not is_retake and total_score is not null),
        'highest_score', (select max(total_score) from tests where not is_retake),
        'retake_average_score', (select round(avg(total_score)) from tests where is_retake and total_score is not null),
        'retake_highest_score', (select max(total_score) from tests where is_retake),
        'minutes_practised', (select round(coalesce(sum(seconds), 0) / 60.0) from tests)
      )
    )
  );
end;
$$;
