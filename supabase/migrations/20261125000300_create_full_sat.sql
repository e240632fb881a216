-- Baseline (full sat): the four-module adaptive test, its
-- breaks and its result.
-- Squashed from the migrations of 2026-11-21 to 2026-11-23; from here on every
-- change is a new migration (docs/migrations.md). supabase/schema.sql shows
-- the current definition of every object.

-- Function bodies refer to tables and functions of later baseline files.
set check_function_bodies = false;

create type public.full_sat_status as enum ('active', 'completed', 'cancelled');

create table public.full_sat_sessions (
  id uuid default gen_random_uuid() not null,
  user_id uuid not null,
  practice_test_id uuid not null,
  current_module smallint default 1 not null,
  session_status public.full_sat_status default 'active'::public.full_sat_status not null,
  module_1_completed_at timestamp with time zone,
  module_2_completed_at timestamp with time zone,
  module_3_completed_at timestamp with time zone,
  module_4_completed_at timestamp with time zone,
  module_2_tier public.difficulty_tier,
  module_4_tier public.difficulty_tier,
  break_started_at timestamp with time zone,
  break_completed_at timestamp with time zone,
  reading_writing_score integer,
  math_score integer,
  total_score integer,
  percentile integer,
  completed_at timestamp with time zone,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  -- The student had already completed this full SAT when the attempt started.
  is_retake boolean default false not null,
  constraint full_sat_sessions_pkey PRIMARY KEY (id),
  constraint full_sat_adaptive_tiers CHECK (module_2_tier IS DISTINCT FROM 'standard'::public.difficulty_tier AND module_4_tier IS DISTINCT FROM 'standard'::public.difficulty_tier),
  constraint full_sat_break_in_order CHECK (break_completed_at IS NULL OR break_started_at IS NOT NULL),
  constraint full_sat_completed_at CHECK ((session_status = 'completed'::public.full_sat_status) = (completed_at IS NOT NULL)),
  constraint full_sat_completed_scored CHECK (session_status <> 'completed'::public.full_sat_status OR total_score IS NOT NULL AND reading_writing_score IS NOT NULL AND math_score IS NOT NULL),
  constraint full_sat_current_range CHECK (current_module >= 1 AND current_module <= 4),
  constraint full_sat_math_range CHECK (math_score >= 200 AND math_score <= 800),
  constraint full_sat_modules_in_order CHECK ((module_2_completed_at IS NULL OR module_1_completed_at IS NOT NULL) AND (module_3_completed_at IS NULL OR module_2_completed_at IS NOT NULL) AND (module_4_completed_at IS NULL OR module_3_completed_at IS NOT NULL)),
  constraint full_sat_percentile_range CHECK (percentile >= 1 AND percentile <= 99),
  constraint full_sat_rw_range CHECK (reading_writing_score >= 200 AND reading_writing_score <= 800),
  constraint full_sat_total_range CHECK (total_score >= 400 AND total_score <= 1600),
  constraint full_sat_sessions_practice_test_id_fkey FOREIGN KEY (practice_test_id) REFERENCES public.practice_tests(id) ON DELETE CASCADE,
  constraint full_sat_sessions_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE
);
CREATE INDEX full_sat_history_idx ON public.full_sat_sessions USING btree (user_id, session_status, completed_at DESC);
CREATE UNIQUE INDEX full_sat_one_active_idx ON public.full_sat_sessions USING btree (user_id, practice_test_id) WHERE (session_status = 'active'::public.full_sat_status);
alter table public.full_sat_sessions enable row level security;
create policy "students read their own full SAT sessions" on public.full_sat_sessions for select to authenticated
  using (((user_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_entitled() AS is_entitled)));
CREATE TRIGGER full_sat_sessions_updated_at BEFORE UPDATE ON public.full_sat_sessions FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();
revoke all on table public.full_sat_sessions from public, anon, authenticated, service_role;
grant delete, insert, maintain, references, select, trigger, truncate, update on table public.full_sat_sessions to service_role;
comment on table public.full_sat_sessions is 'Full SAT sessions. Read and written through RPCs only; closed to direct reads so embedding cannot fan out.';

create table public.module_question_assignments (
  id uuid default gen_random_uuid() not null,
  session_id uuid not null,
  module_id uuid not null,
  question_id uuid not null,
  user_id uuid not null,
  question_order integer not null,
  created_at timestamp with time zone default now() not null,
  constraint module_question_assignments_pkey PRIMARY KEY (id),
  constraint module_question_assignments_session_id_module_id_question_o_key UNIQUE (session_id, module_id, question_order),
  constraint module_question_assignments_session_id_question_id_key UNIQUE (session_id, question_id),
  constraint assignments_order_positive CHECK (question_order >= 1),
  constraint module_question_assignments_module_id_fkey FOREIGN KEY (module_id) REFERENCES public.test_modules(id) ON DELETE CASCADE,
  constraint module_question_assignments_question_id_fkey FOREIGN KEY (question_id) REFERENCES public.questions(id) ON DELETE CASCADE,
  constraint module_question_assignments_session_id_fkey FOREIGN KEY (session_id) REFERENCES public.full_sat_sessions(id) ON DELETE CASCADE,
  constraint module_question_assignments_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE
);
CREATE INDEX assignments_user_idx ON public.module_question_assignments USING btree (user_id);
alter table public.module_question_assignments enable row level security;
create policy "students read their own module assignments" on public.module_question_assignments for select to authenticated
  using (((user_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_entitled() AS is_entitled)));
revoke all on table public.module_question_assignments from public, anon, authenticated, service_role;
grant select on table public.module_question_assignments to authenticated;
grant delete, insert, maintain, references, select, trigger, truncate, update on table public.module_question_assignments to service_role;

/**
 * Assigns a module's questions once per full SAT, in pool order (a retake:
 * the same pool, shuffled). Callers hold the full SAT row lock, so parallel
 * calls queue; the unique constraints back that up.
 */
CREATE OR REPLACE FUNCTION private.assign_module_questions(f public.full_sat_sessions, m public.test_modules)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  tier public.difficulty_tier := case m.module_order when 2 then f.module_2_tier when 4 then f.module_4_tier
    else 'standard' end;
  n integer;
begin
  select count(*) into n from public.module_question_assignments where session_id = f.id and module_id = m.id;
  if n > 0 then
    return n;
  end if;
  begin
    insert into public.module_question_assignments (session_id, module_id, question_id, user_id, question_order)
    select f.id, m.id, q.id, f.user_id,
           row_number() over (order by case when f.is_retake then q.shuffle end, q.order_index, q.external_id)
    from (
      select id, order_index, external_id, random() as shuffle from public.questions
      where practice_test_id = f.practice_test_id and section = m.section_type and difficulty_tier = tier
        and id not in (select question_id from public.module_question_assignments where session_id = f.id)
      order by order_index, external_id
      limit m.question_count
    ) q;
  exception when unique_violation then
    null;
  end;
  select count(*) into n from public.module_question_assignments where session_id = f.id and module_id = m.id;
  if n < m.question_count then
    raise warning 'Module % of full SAT % has % of % questions', m.module_order, f.id, n, m.question_count;
  end if;
  return n;
end;
$function$;
revoke all on function private.assign_module_questions(f public.full_sat_sessions, m public.test_modules) from public, anon, authenticated, service_role;

/** Final section scores (private.section_estimate over modules 1-2 and 3-4), total and percentile. */
CREATE OR REPLACE FUNCTION private.finish_full_sat(f public.full_sat_sessions)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  rw integer;
  ma integer;
begin
  select
    private.section_estimate(
      coalesce(max(s.correct_count) filter (where m.module_order = 1), 0),
      coalesce(max(s.question_count) filter (where m.module_order = 1), max(m.question_count) filter (where m.module_order = 1)),
      coalesce(max(s.correct_count) filter (where m.module_order = 2), 0),
      coalesce(max(s.question_count) filter (where m.module_order = 2), 0),
      f.module_2_tier),
    private.section_estimate(
      coalesce(max(s.correct_count) filter (where m.module_order = 3), 0),
      coalesce(max(s.question_count) filter (where m.module_order = 3), max(m.question_count) filter (where m.module_order = 3)),
      coalesce(max(s.correct_count) filter (where m.module_order = 4), 0),
      coalesce(max(s.question_count) filter (where m.module_order = 4), 0),
      f.module_4_tier)
  into rw, ma
  from public.test_modules m
  left join public.user_sessions s on s.test_module_id = m.id and s.full_sat_session_id = f.id and s.session_status = 'completed'
  where m.practice_test_id = f.practice_test_id;
  update public.full_sat_sessions
    set reading_writing_score = rw, math_score = ma, total_score = rw + ma,
        percentile = public.score_percentile(rw + ma), session_status = 'completed', completed_at = now()
    where id = f.id;
end;
$function$;
revoke all on function private.finish_full_sat(f public.full_sat_sessions) from public, anon, authenticated, service_role;

/** Everything the client needs to show (or resume) a full SAT: session, modules, break, module clocks. */
CREATE OR REPLACE FUNCTION private.full_sat_state(f public.full_sat_sessions)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select jsonb_build_object(
    'session', to_jsonb(f),
    'on_break', f.session_status = 'active' and f.module_2_completed_at is not null and f.break_completed_at is null,
    'break_seconds_remaining', case when f.break_started_at is not null and f.break_completed_at is null
      then greatest(0, 600 - floor(extract(epoch from now() - f.break_started_at))::integer) end,
    'modules', (
      select jsonb_agg(jsonb_build_object(
        'id', m.id, 'module_order', m.module_order, 'module_name', m.module_name, 'section_type', m.section_type,
        'time_limit_minutes', m.time_limit_minutes, 'question_count', m.question_count, 'is_adaptive', m.is_adaptive,
        'tier', case m.module_order when 2 then f.module_2_tier when 4 then f.module_4_tier else 'standard' end,
        'session_id', s.id,
        'status', case
          when s.session_status = 'completed' then 'completed'
          when s.session_status = 'cancelled' then 'cancelled'
          when s.id is not null then 'in_progress'
          when m.module_order = f.current_module and f.session_status = 'active' then 'available'
          else 'locked' end,
        'score_percent', s.score_percent,
        'time_remaining_seconds', case when s.id is not null then private.remaining_seconds(s) end,
        'deadline_at', s.deadline_at,
        'paused', s.paused_at is not null
      ) order by m.module_order)
      from public.test_modules m
      left join public.user_sessions s on s.full_sat_session_id = f.id and s.test_module_id = m.id
      where m.practice_test_id = f.practice_test_id)
  )
$function$;
revoke all on function private.full_sat_state(f public.full_sat_sessions) from public, anon, authenticated, service_role;

/** The caller's full SAT session, locked; anyone else's (or a missing id) is reported as not found (404). */
CREATE OR REPLACE FUNCTION private.lock_own_full_sat(p_id uuid)
 RETURNS public.full_sat_sessions
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  f public.full_sat_sessions;
begin
  select * into f from public.full_sat_sessions where id = p_id and user_id = private.require_student() for update;
  if not found then
    raise exception 'Full SAT session not found.' using errcode = 'PT404';
  end if;
  return f;
end;
$function$;
revoke all on function private.lock_own_full_sat(p_id uuid) from public, anon, authenticated, service_role;

/**
 * Submits a module (also after its time ran out): grades it, records its
 * score percent and moves the full SAT on: the adaptive tier after modules
 * 1 and 3, the break after module 2, the final scores after module 4. Keys
 * stay hidden until get_full_sat_result.
 */
CREATE OR REPLACE FUNCTION public.complete_module(p_session_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  s public.user_sessions := private.lock_own_session(p_session_id);
  f public.full_sat_sessions;
  m public.test_modules;
  g record;
  pct integer;
begin
  if s.full_sat_session_id is null then
    raise exception 'This is not a full SAT module; use submit_session.' using errcode = '22023';
  end if;
  f := private.lock_own_full_sat(s.full_sat_session_id);
  select * into m from public.test_modules where id = s.test_module_id;
  if s.session_status = 'cancelled' then
    raise exception 'This full SAT is no longer active.' using errcode = 'P0001';
  end if;
  if s.session_status = 'active' then
    if f.session_status <> 'active' then
      raise exception 'This full SAT is no longer active.' using errcode = 'P0001';
    end if;
    select * into g from private.grade_session(s.id);
    pct := round(100.0 * g.correct / g.total);
    update public.user_sessions
      set session_status = 'completed', completed_at = now(), correct_count = g.correct, score_percent = pct,
          time_remaining_seconds = 0, paused_at = null
      where id = s.id;
    update public.full_sat_sessions set
      module_1_completed_at = case when m.module_order = 1 then now() else module_1_completed_at end,
      module_2_completed_at = case when m.module_order = 2 then now() else module_2_completed_at end,
      module_3_completed_at = case when m.module_order = 3 then now() else module_3_completed_at end,
      module_4_completed_at = case when m.module_order = 4 then now() else module_4_completed_at end,
      module_2_tier = case when m.module_order = 1 then public.adaptive_tier(pct) else module_2_tier end,
      module_4_tier = case when m.module_order = 3 then public.adaptive_tier(pct) else module_4_tier end,
      break_started_at = case when m.module_order = 2 then now() else break_started_at end,
      current_module = least(m.module_order + 1, 4)
    where id = f.id
    returning * into f;
    if m.module_order = 4 then
      perform private.finish_full_sat(f);
      select * into f from public.full_sat_sessions where id = f.id;
    end if;
  end if;
  select * into s from public.user_sessions where id = s.id;
  return jsonb_build_object('module', jsonb_build_object('module_order', m.module_order, 'correct', s.correct_count,
    'total', s.question_count, 'score_percent', s.score_percent), 'state', private.full_sat_state(f));
end;
$function$;
revoke all on function public.complete_module(p_session_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.complete_module(p_session_id uuid) to authenticated;
grant execute on function public.complete_module(p_session_id uuid) to service_role;
comment on function public.complete_module(p_session_id uuid) is 'Grades a module and moves the full SAT on (adaptive tier, break, final estimated scores). No keys.';

/** Ends the break, when its 600 seconds are up or when the student skips it. */
CREATE OR REPLACE FUNCTION public.end_break(p_full_sat_session_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  f public.full_sat_sessions := private.lock_own_full_sat(p_full_sat_session_id);
begin
  if f.session_status <> 'active' or f.break_started_at is null then
    raise exception 'There is no break to end now.' using errcode = 'P0001';
  end if;
  update public.full_sat_sessions set break_completed_at = coalesce(break_completed_at, now())
    where id = f.id returning * into f;
  return private.full_sat_state(f);
end;
$function$;
revoke all on function public.end_break(p_full_sat_session_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.end_break(p_full_sat_session_id uuid) to authenticated;
grant execute on function public.end_break(p_full_sat_session_id uuid) to service_role;
comment on function public.end_break(p_full_sat_session_id uuid) is 'Ends or skips the break.';

/** Results of a completed full SAT: scores, modules, analytics and every question with its key (where releasable). */
CREATE OR REPLACE FUNCTION public.get_full_sat_result(p_full_sat_session_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function public.get_full_sat_result(p_full_sat_session_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.get_full_sat_result(p_full_sat_session_id uuid) to authenticated;
grant execute on function public.get_full_sat_result(p_full_sat_session_id uuid) to service_role;
comment on function public.get_full_sat_result(p_full_sat_session_id uuid) is 'Result of a completed full SAT: estimated scores, modules, analytics and keys (only after all four modules), each question with its domain and skill (topic).';

/** The student's active full SAT of a test (null session when there is none), for resuming after a reload. */
CREATE OR REPLACE FUNCTION public.get_full_sat_state(p_test_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  uid uuid := private.require_student();
  f public.full_sat_sessions;
begin
  select * into f from public.full_sat_sessions
    where user_id = uid and practice_test_id = p_test_id and session_status = 'active';
  if not found then
    return jsonb_build_object('session', null, 'on_break', false, 'break_seconds_remaining', null, 'modules', '[]'::jsonb);
  end if;
  return private.full_sat_state(f);
end;
$function$;
revoke all on function public.get_full_sat_state(p_test_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.get_full_sat_state(p_test_id uuid) to authenticated;
grant execute on function public.get_full_sat_state(p_test_id uuid) to service_role;
comment on function public.get_full_sat_state(p_test_id uuid) is 'The active full SAT of a test with its modules and break, for resuming.';

/** Marks the break as started (idempotent; completing module 2 already starts it). */
CREATE OR REPLACE FUNCTION public.start_break(p_full_sat_session_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  f public.full_sat_sessions := private.lock_own_full_sat(p_full_sat_session_id);
begin
  if f.session_status <> 'active' or f.module_2_completed_at is null or f.break_completed_at is not null then
    raise exception 'There is no break to take now.' using errcode = 'P0001';
  end if;
  update public.full_sat_sessions set break_started_at = coalesce(break_started_at, now())
    where id = f.id returning * into f;
  return private.full_sat_state(f);
end;
$function$;
revoke all on function public.start_break(p_full_sat_session_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.start_break(p_full_sat_session_id uuid) to authenticated;
grant execute on function public.start_break(p_full_sat_session_id uuid) to service_role;
comment on function public.start_break(p_full_sat_session_id uuid) is 'Starts the 10-minute break after module 2 (idempotent).';

/**
 * Starts a new full SAT, cancelling the student's active one of the same
 * test and closing its module sessions. Parallel starts queue on a lock, so
 * each gets a clean answer. A student who completed this full SAT before,
 * or had a module of an earlier attempt graded, gets a retake (same pools,
 * shuffled, marked is_retake).
 */
CREATE OR REPLACE FUNCTION public.start_full_sat(p_test_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  uid uuid := private.require_student();
  f public.full_sat_sessions;
begin
  if p_test_id is null then
    raise exception 'Choose a full SAT to start.' using errcode = '22023';
  end if;
  if not exists (select 1 from public.practice_tests where id = p_test_id and is_active and test_type = 'full_sat') then
    raise exception 'Full SAT test not found.' using errcode = 'PT404';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('start_full_sat:' || uid::text || ':' || p_test_id::text, 0));
  update public.user_sessions s set session_status = 'cancelled', paused_at = null
    from public.full_sat_sessions old
    where old.id = s.full_sat_session_id and old.user_id = uid and old.practice_test_id = p_test_id
      and old.session_status = 'active' and s.session_status = 'active';
  update public.full_sat_sessions set session_status = 'cancelled'
    where user_id = uid and practice_test_id = p_test_id and session_status = 'active';
  -- A retake once this full SAT was completed, or once a module of an earlier attempt was graded
  -- (its score was shown, then the attempt was abandoned).
  insert into public.full_sat_sessions (user_id, practice_test_id, is_retake)
  values (uid, p_test_id,
          exists (select 1 from public.full_sat_sessions where user_id = uid
                  and practice_test_id = p_test_id and session_status = 'completed')
          or exists (select 1 from public.full_sat_sessions o
                     join public.user_sessions s on s.full_sat_session_id = o.id
                     where o.user_id = uid and o.practice_test_id = p_test_id and s.session_status = 'completed'))
  returning * into f;
  return private.full_sat_state(f);
end;
$function$;
revoke all on function public.start_full_sat(p_test_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.start_full_sat(p_test_id uuid) to authenticated;
grant execute on function public.start_full_sat(p_test_id uuid) to service_role;
comment on function public.start_full_sat(p_test_id uuid) is 'Starts a full SAT (cancelling the active attempt and closing its modules); a retake is marked is_retake.';

/**
 * Opens module `p_module_order` of a full SAT: resumes its session, or
 * assigns its questions and starts its timer (server deadline). Only the
 * current module can be opened; module 3 waits for the break to end.
 */
CREATE OR REPLACE FUNCTION public.start_module(p_full_sat_session_id uuid, p_module_order integer)
 RETURNS public.user_sessions
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  f public.full_sat_sessions := private.lock_own_full_sat(p_full_sat_session_id);
  m public.test_modules;
  s public.user_sessions;
  n integer;
begin
  if f.session_status <> 'active' then
    raise exception 'This full SAT is no longer active.' using errcode = 'P0001';
  end if;
  select * into m from public.test_modules where practice_test_id = f.practice_test_id and module_order = p_module_order;
  if not found then
    raise exception 'Module not found.' using errcode = 'PT404';
  end if;
  select * into s from public.user_sessions where full_sat_session_id = f.id and test_module_id = m.id;
  if found then
    if s.session_status <> 'active' then
      raise exception 'Module % is finished; you cannot return to it.', p_module_order using errcode = 'P0001';
    end if;
    return private.sync_clock(s);
  end if;
  if p_module_order <> f.current_module then
    raise exception 'Module % is not available yet: finish module % first.', p_module_order, f.current_module
      using errcode = 'P0001';
  end if;
  if p_module_order = 3 and f.break_completed_at is null then
    raise exception 'Finish or skip the break before starting module 3.' using errcode = 'P0001';
  end if;
  n := private.assign_module_questions(f, m);
  if n = 0 then
    raise exception 'No questions available for this module.' using errcode = 'PT404';
  end if;
  insert into public.user_sessions (user_id, practice_test_id, full_sat_session_id, test_module_id, is_timed, is_retake,
    question_count, time_limit_seconds, time_remaining_seconds, deadline_at)
  values (f.user_id, f.practice_test_id, f.id, m.id, true, f.is_retake, n, m.time_limit_minutes * 60,
    m.time_limit_minutes * 60, now() + make_interval(mins => m.time_limit_minutes))
  returning * into s;
  insert into public.session_questions (session_id, question_id, user_id, position)
  select s.id, a.question_id, f.user_id, a.question_order
  from public.module_question_assignments a where a.session_id = f.id and a.module_id = m.id;
  return s;
end;
$function$;
revoke all on function public.start_module(p_full_sat_session_id uuid, p_module_order integer) from public, anon, authenticated, service_role;
grant execute on function public.start_module(p_full_sat_session_id uuid, p_module_order integer) to authenticated;
grant execute on function public.start_module(p_full_sat_session_id uuid, p_module_order integer) to service_role;
comment on function public.start_module(p_full_sat_session_id uuid, p_module_order integer) is 'Opens (or resumes) the current module of a full SAT, with a server deadline.';

-- The module sessions of a full SAT belong to it (user_sessions is created
-- with the other sessions, before full_sat_sessions exists).
alter table public.user_sessions add constraint user_sessions_full_sat_fk FOREIGN KEY (full_sat_session_id) REFERENCES public.full_sat_sessions(id) ON DELETE CASCADE;
