-- An honest history (issue 17): full SATs and section tests apart, each on
-- its own scale with its band; practice sets listed as practice.
--   * kind 'full_sat': total 400-1600 with its band, and both section scores;
--     'test': a section test, its section ('math' or 'reading_writing') on
--     200-800 with its band; 'practice': a weak-area or favourites set,
--     graded (correct of total), never scored, never a first attempt.
--   * Highest and average count first attempts of full SATs only; section
--     tests get their own figures per section (first attempts too).
-- Otherwise as 20261123140100_add_test_id_to_history.

/** The student's completed tests, full SATs and practice sets, newest first, each on its own scale. */
create or replace function public.get_test_history() returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  uid uuid := private.require_student();
begin
  return (
    with tests as (
      select s.id, case when t.test_type = 'custom' then 'practice' else 'test' end as kind,
             s.practice_test_id, t.title, t.test_type::text as test_type,
             -- A practice set is never a first attempt (its keys were seen before).
             s.is_retake or t.test_type = 'custom' as is_retake,
             t.test_type <> 'custom' and not s.is_retake as is_first_attempt,
             null::integer as total_score, null::integer as total_low, null::integer as total_high,
             null::integer as reading_writing_score, null::integer as reading_writing_low,
             null::integer as reading_writing_high,
             null::integer as math_score, null::integer as math_low, null::integer as math_high,
             private.test_section(t.test_type) as section,
             s.section_score, s.score_low, s.score_high,
             s.correct_count as correct, s.question_count as total, s.completed_at,
             private.session_seconds(s) as seconds
      from public.user_sessions s join public.practice_tests t on t.id = s.practice_test_id
      where s.user_id = uid and s.session_status = 'completed' and s.full_sat_session_id is null
      union all
      select f.id, 'full_sat', f.practice_test_id, t.title, t.test_type::text, f.is_retake, not f.is_retake,
             f.total_score, f.total_low, f.total_high,
             f.reading_writing_score, f.reading_writing_low, f.reading_writing_high,
             f.math_score, f.math_low, f.math_high,
             null, null, null, null,
             (select sum(s.correct_count)::integer from public.user_sessions s where s.full_sat_session_id = f.id),
             (select sum(s.question_count)::integer from public.user_sessions s where s.full_sat_session_id = f.id),
             f.completed_at,
             (select coalesce(sum(private.session_seconds(s)), 0)::integer from public.user_sessions s
              where s.full_sat_session_id = f.id)
      from public.full_sat_sessions f join public.practice_tests t on t.id = f.practice_test_id
      where f.user_id = uid and f.session_status = 'completed'
    ),
    sats as (select * from tests where kind = 'full_sat')
    select jsonb_build_object(
      'tests', coalesce((select jsonb_agg(to_jsonb(x) - 'seconds' order by x.completed_at desc) from tests x), '[]'::jsonb),
      'stats', jsonb_build_object(
        'count', (select count(*) from tests),
        'full_sats', (select count(*) from sats),
        'section_tests', (select count(*) from tests where kind = 'test'),
        'practice_sets', (select count(*) from tests where kind = 'practice'),
        -- Highest and average: first attempts of full SATs only.
        'first_attempts', (select count(*) from sats where not is_retake),
        'retakes', (select count(*) from sats where is_retake),
        'average_score', (select round(avg(total_score)) from sats where not is_retake),
        'highest_score', (select max(total_score) from sats where not is_retake),
        'retake_average_score', (select round(avg(total_score)) from sats where is_retake),
        'retake_highest_score', (select max(total_score) from sats where is_retake),
        'sections', (
          select coalesce(jsonb_object_agg(section, jsonb_build_object(
            'count', n, 'first_attempts', firsts, 'average_score', average, 'highest_score', highest)), '{}'::jsonb)
          from (
            select section, count(*) as n, count(*) filter (where is_first_attempt) as firsts,
                   round(avg(section_score) filter (where is_first_attempt)) as average,
                   max(section_score) filter (where is_first_attempt) as highest
            from tests where kind = 'test' and section is not null group by section
          ) g),
        'minutes_practised', (select round(coalesce(sum(seconds), 0) / 60.0) from tests)
      )
    )
  );
end;
$$;

comment on function public.get_test_history() is
  'The student''s completed full SATs (400-1600 with bands), section tests (their section on 200-800 with a band) '
  'and practice sets (graded, unscored), newest first; highest and average over first attempts of full SATs only.';
