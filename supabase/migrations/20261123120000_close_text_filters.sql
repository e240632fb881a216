-- Close the last way one student could slow everyone: PostgREST lets a
-- client filter any readable text column, or the rows of a set-returning
-- RPC, with a regular expression (`?passage=match.…`). A back-referencing
-- pattern runs to the statement timeout on a few hundred characters and
-- holds a pool connection while it does. So free text reaches the API only
-- inside scalar jsonb results, which PostgREST cannot filter:
--   * practice_tests is closed to direct reads; list_practice_tests() serves it;
--   * get_session_questions returns one jsonb array (the same objects as before).
-- user_sessions is closed to direct reads too, so the test-detail screen's
-- "active session / previously completed" comes from list_test_sessions().

revoke select on public.practice_tests from authenticated;
comment on table public.practice_tests is
  'Practice tests: read through list_practice_tests(); closed to direct reads so free text cannot be regex-filtered.';

/** The active practice tests, newest first, with their modules (full SATs). */
create function public.list_practice_tests() returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
begin
  perform private.require_student();
  return coalesce((
    select jsonb_agg(jsonb_build_object(
      'id', t.id, 'slug', t.slug, 'title', t.title, 'description', t.description, 'test_type', t.test_type,
      'time_limit_minutes', t.time_limit_minutes, 'question_count', t.question_count, 'created_at', t.created_at,
      'modules', coalesce((
        select jsonb_agg(jsonb_build_object(
          'module_order', m.module_order, 'module_name', m.module_name, 'section_type', m.section_type,
          'time_limit_minutes', m.time_limit_minutes, 'question_count', m.question_count, 'is_adaptive', m.is_adaptive)
          order by m.module_order)
        from public.test_modules m where m.practice_test_id = t.id), '[]'::jsonb)
    ) order by t.created_at desc, t.slug)
    from public.practice_tests t where t.is_active), '[]'::jsonb);
end;
$$;

drop function public.get_session_questions(uuid);
/**
 * The questions of a session in order, without keys, with the student's
 * saved answer state (client_seq 0 when no numbered write was saved), as one
 * jsonb array so that no filter can run over the passages.
 */
create function public.get_session_questions(p_session_id uuid) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  s public.user_sessions := private.own_session(p_session_id);
begin
  return coalesce((
    select jsonb_agg(jsonb_build_object(
      'position', sq.position, 'question_id', q.id, 'section', q.section, 'question_type', q.question_type,
      'format', q.format, 'domain', q.domain, 'topic', q.topic, 'difficulty_level', q.difficulty_level,
      'passage', q.passage, 'question_text', q.question_text, 'options', q.options,
      'user_answer', a.user_answer, 'flagged', coalesce(a.flagged, false), 'eliminated', coalesce(a.eliminated, ''),
      'time_spent_seconds', coalesce(a.time_spent_seconds, 0), 'client_seq', coalesce(a.client_seq, 0),
      'is_favorite', exists (select 1 from public.favorites f where f.user_id = s.user_id and f.question_id = q.id)
    ) order by sq.position)
    from public.session_questions sq
    join public.questions q on q.id = sq.question_id
    left join public.user_answers a on a.session_id = sq.session_id and a.question_id = sq.question_id
    where sq.session_id = s.id), '[]'::jsonb);
end;
$$;

/** The student's own sessions of one test (not full-SAT modules), newest first, at most 20. */
create function public.list_test_sessions(p_test_id uuid) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  uid uuid := private.require_student();
begin
  if p_test_id is null then
    raise exception 'Choose a practice test.' using errcode = '22023';
  end if;
  return coalesce((
    select jsonb_agg(private.session_json(s) order by s.created_at desc)
    from (
      select * from public.user_sessions
      where user_id = uid and practice_test_id = p_test_id and full_sat_session_id is null
      order by created_at desc limit 20
    ) s), '[]'::jsonb);
end;
$$;

/**
 * Topic and correctness of every answered question of the student's
 * submitted work in one section (a full SAT counts once it is complete), for
 * per-topic analytics: questions themselves stay closed to direct reads.
 */
create function public.get_section_answers(p_section public.question_type) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  uid uuid := private.require_student();
begin
  if p_section is null then
    raise exception 'Choose a section: math, reading or writing.' using errcode = '22023';
  end if;
  return coalesce((
    select jsonb_agg(jsonb_build_object('topic', q.topic, 'is_correct', a.is_correct) order by a.answered_at)
    from public.user_answers a
    join public.user_sessions s on s.id = a.session_id
    join public.questions q on q.id = a.question_id
    left join public.full_sat_sessions f on f.id = s.full_sat_session_id
    where a.user_id = uid and s.session_status = 'completed' and q.question_type = p_section
      and a.user_answer is not null and a.is_correct is not null
      and (s.full_sat_session_id is null or f.session_status = 'completed')), '[]'::jsonb);
end;
$$;

revoke execute on function public.list_practice_tests(), public.get_session_questions(uuid),
  public.get_section_answers(public.question_type),
  public.list_test_sessions(uuid) from public, anon;
grant execute on function public.list_practice_tests(), public.get_session_questions(uuid), public.list_test_sessions(uuid),
  public.get_section_answers(public.question_type) to authenticated;
comment on function public.list_practice_tests() is
  'The active practice tests (newest first) with their modules. Needs a redeemed setup code.';
comment on function public.get_session_questions(uuid) is
  'The questions of one of your sessions in order, without keys, with your saved answer, flag, eliminated options and time.';
comment on function public.list_test_sessions(uuid) is
  'Your sessions of one practice test (not full-SAT modules), newest first, at most 20, with the server clock.';
comment on function public.get_section_answers(public.question_type) is
  'Topic and correctness of your answered questions in one section, from submitted tests and completed full SATs.';
