-- The full-SAT results screen shows accuracy per domain and skill and names
-- the test: get_full_sat_result now gives each question its bank domain
-- (the skill is its `topic`, already there) and the test's title. Nothing
-- else changes: same checks, same keys released only after module 4.

/** Results of a completed full SAT: scores, modules, analytics and every question with its key (where releasable). */
create or replace function public.get_full_sat_result(p_full_sat_session_id uuid) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  f public.full_sat_sessions;
begin
  select * into f from public.full_sat_sessions where id = p_full_sat_session_id and user_id = private.require_student();
  if not found then
    raise exception 'Full SAT session not found.' using errcode = 'PT404';
  end if;
  if f.session_status <> 'completed' then
    raise exception 'Finish all four modules to see your results.' using errcode = 'P0001';
  end if;
  return jsonb_build_object(
    'session', to_jsonb(f),
    'title', (select t.title from public.practice_tests t where t.id = f.practice_test_id),
    'is_retake', f.is_retake,
    'score_label', 'estimated',
    'modules', (
      select jsonb_agg(jsonb_build_object('module_order', m.module_order, 'module_name', m.module_name,
        'section_type', m.section_type,
        'tier', case m.module_order when 2 then f.module_2_tier when 4 then f.module_4_tier else 'standard' end,
        'correct', s.correct_count, 'total', s.question_count, 'score_percent', s.score_percent, 'session_id', s.id)
        order by m.module_order)
      from public.user_sessions s join public.test_modules m on m.id = s.test_module_id
      where s.full_sat_session_id = f.id),
    'by_type', (
      select coalesce(jsonb_agg(jsonb_build_object('question_type', t.question_type, 'correct', t.correct, 'total', t.total,
        'accuracy_percentage', round(100.0 * t.correct / t.total, 2), 'average_time_seconds', t.avg_time)
        order by t.question_type), '[]'::jsonb)
      from (
        select a.question_type, sum(a.correct_count) as correct, sum(a.total_count) as total,
               round(sum(a.average_time_seconds * a.total_count) / sum(a.total_count), 2) as avg_time
        from public.analytics a join public.user_sessions s on s.id = a.session_id
        where s.full_sat_session_id = f.id group by a.question_type
      ) t),
    'questions', (
      select coalesce(jsonb_agg(q || jsonb_build_object('module_order', m.module_order, 'domain', qq.domain)
        order by m.module_order, (q ->> 'position')::integer), '[]'::jsonb)
      from public.user_sessions s
      join public.test_modules m on m.id = s.test_module_id
      cross join lateral jsonb_array_elements(private.session_review(s.id)) q
      join public.questions qq on qq.id = (q ->> 'question_id')::uuid
      where s.full_sat_session_id = f.id)
  );
end;
$$;

comment on function public.get_full_sat_result(uuid) is
  'Result of a completed full SAT: estimated scores, modules, analytics and keys (only after all four modules), '
  'each question with its domain and skill (topic).';
