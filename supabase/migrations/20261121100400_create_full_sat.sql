-- The full digital SAT: four timed modules (Reading and Writing 1 and 2,
-- Math 1 and 2) with a break after module 2. Modules 2 and 4 are adaptive:
-- their tier follows the student's result in modules 1 and 3.

create type public.full_sat_status as enum ('active', 'completed', 'cancelled');

create table public.full_sat_sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  practice_test_id uuid not null references public.practice_tests (id) on delete cascade,
  current_module smallint not null default 1 constraint full_sat_current_range check (current_module between 1 and 4),
  session_status public.full_sat_status not null default 'active',
  module_1_completed_at timestamptz,
  module_2_completed_at timestamptz,
  module_3_completed_at timestamptz,
  module_4_completed_at timestamptz,
  module_2_tier public.difficulty_tier,
  module_4_tier public.difficulty_tier,
  break_started_at timestamptz,
  break_completed_at timestamptz,
  reading_writing_score integer constraint full_sat_rw_range check (reading_writing_score between 200 and 800),
  math_score integer constraint full_sat_math_range check (math_score between 200 and 800),
  total_score integer constraint full_sat_total_range check (total_score between 400 and 1600),
  percentile integer constraint full_sat_percentile_range check (percentile between 1 and 99),
  completed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint full_sat_completed_at check ((session_status = 'completed') = (completed_at is not null)),
  constraint full_sat_completed_scored check (
    session_status <> 'completed' or (total_score is not null and reading_writing_score is not null and math_score is not null)
  ),
  constraint full_sat_modules_in_order check (
    (module_2_completed_at is null or module_1_completed_at is not null)
    and (module_3_completed_at is null or module_2_completed_at is not null)
    and (module_4_completed_at is null or module_3_completed_at is not null)
  ),
  constraint full_sat_break_in_order check (break_completed_at is null or break_started_at is not null),
  constraint full_sat_adaptive_tiers check (
    module_2_tier is distinct from 'standard' and module_4_tier is distinct from 'standard'
  )
);
create unique index full_sat_one_active_idx on public.full_sat_sessions (user_id, practice_test_id)
  where session_status = 'active';
create index full_sat_history_idx on public.full_sat_sessions (user_id, session_status, completed_at desc);
create trigger full_sat_sessions_updated_at before update on public.full_sat_sessions
  for each row execute function public.set_updated_at();

alter table public.user_sessions
  add constraint user_sessions_full_sat_fk foreign key (full_sat_session_id)
  references public.full_sat_sessions (id) on delete cascade;

create table public.module_question_assignments (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references public.full_sat_sessions (id) on delete cascade,
  module_id uuid not null references public.test_modules (id) on delete cascade,
  question_id uuid not null references public.questions (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  question_order integer not null constraint assignments_order_positive check (question_order >= 1),
  created_at timestamptz not null default now(),
  -- A question appears at most once in a full SAT, and each slot once per module.
  unique (session_id, question_id),
  unique (session_id, module_id, question_order)
);
create index assignments_user_idx on public.module_question_assignments (user_id);

alter table public.full_sat_sessions enable row level security;
alter table public.module_question_assignments enable row level security;
create policy "students read their own full SAT sessions" on public.full_sat_sessions
  for select to authenticated using (user_id = (select auth.uid()) and (select public.is_entitled()));
create policy "students read their own module assignments" on public.module_question_assignments
  for select to authenticated using (user_id = (select auth.uid()) and (select public.is_entitled()));
revoke insert, update, delete, truncate on public.full_sat_sessions, public.module_question_assignments
  from anon, authenticated;
revoke all on public.full_sat_sessions, public.module_question_assignments from anon;

/** The caller's full SAT session, locked; anyone else's is reported as not found. */
create function public.lock_own_full_sat(p_id uuid) returns public.full_sat_sessions
language plpgsql security definer
set search_path = ''
as $$
declare
  f public.full_sat_sessions;
begin
  select * into f from public.full_sat_sessions where id = p_id and user_id = public.require_student() for update;
  if not found then
    raise exception 'Full SAT session not found.' using errcode = 'P0002';
  end if;
  return f;
end;
$$;

/** Everything the client needs to show (or resume) a full SAT: session, modules, break. */
create function public.full_sat_state(f public.full_sat_sessions) returns jsonb
language sql stable security definer
set search_path = ''
as $$
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
          when s.id is not null then 'in_progress'
          when m.module_order = f.current_module and f.session_status = 'active' then 'available'
          else 'locked' end,
        'score_percent', s.score_percent,
        'time_remaining_seconds', s.time_remaining_seconds
      ) order by m.module_order)
      from public.test_modules m
      left join public.user_sessions s on s.full_sat_session_id = f.id and s.test_module_id = m.id
      where m.practice_test_id = f.practice_test_id)
  )
$$;

/** Starts a new full SAT, cancelling the student's active one of the same test. */
create function public.start_full_sat(p_test_id uuid) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  uid uuid := public.require_student();
  f public.full_sat_sessions;
begin
  if not exists (select 1 from public.practice_tests where id = p_test_id and is_active and test_type = 'full_sat') then
    raise exception 'Full SAT test not found.' using errcode = 'P0002';
  end if;
  update public.full_sat_sessions set session_status = 'cancelled'
    where user_id = uid and practice_test_id = p_test_id and session_status = 'active';
  insert into public.full_sat_sessions (user_id, practice_test_id) values (uid, p_test_id) returning * into f;
  return public.full_sat_state(f);
end;
$$;

/** The student's active full SAT of a test (null session when there is none), for resuming after a reload. */
create function public.get_full_sat_state(p_test_id uuid) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  uid uuid := public.require_student();
  f public.full_sat_sessions;
begin
  select * into f from public.full_sat_sessions
    where user_id = uid and practice_test_id = p_test_id and session_status = 'active';
  if not found then
    return jsonb_build_object('session', null, 'on_break', false, 'break_seconds_remaining', null, 'modules', '[]'::jsonb);
  end if;
  return public.full_sat_state(f);
end;
$$;

/**
 * Assigns a module's questions once per full SAT. Callers hold the full SAT
 * row lock, so parallel calls queue; the unique constraints back that up
 * (a 23505 means another call assigned them, and the existing rows stand).
 */
create function public.assign_module_questions(f public.full_sat_sessions, m public.test_modules) returns integer
language plpgsql security definer
set search_path = ''
as $$
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
    select f.id, m.id, q.id, f.user_id, row_number() over (order by q.order_index, q.external_id)
    from (
      select id, order_index, external_id from public.questions
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
$$;

/**
 * Opens module `p_module_order` of a full SAT: resumes its session, or
 * assigns its questions and starts its timer. Only the current module can
 * be opened; module 3 waits for the break to end.
 */
create function public.start_module(p_full_sat_session_id uuid, p_module_order integer) returns public.user_sessions
language plpgsql security definer
set search_path = ''
as $$
declare
  f public.full_sat_sessions := public.lock_own_full_sat(p_full_sat_session_id);
  m public.test_modules;
  s public.user_sessions;
  n integer;
begin
  if f.session_status <> 'active' then
    raise exception 'This full SAT is no longer active.' using errcode = 'P0001';
  end if;
  select * into m from public.test_modules where practice_test_id = f.practice_test_id and module_order = p_module_order;
  if not found then
    raise exception 'Module not found' using errcode = 'P0002';
  end if;
  select * into s from public.user_sessions where full_sat_session_id = f.id and test_module_id = m.id;
  if found then
    if s.session_status = 'completed' then
      raise exception 'Module % is finished; you cannot return to it.', p_module_order using errcode = 'P0001';
    end if;
    return s;
  end if;
  if p_module_order <> f.current_module then
    raise exception 'Module % is not available yet: finish module % first.', p_module_order, f.current_module
      using errcode = 'P0001';
  end if;
  if p_module_order = 3 and f.break_completed_at is null then
    raise exception 'Finish or skip the break before starting module 3.' using errcode = 'P0001';
  end if;
  n := public.assign_module_questions(f, m);
  if n = 0 then
    raise exception 'No questions available for this module.' using errcode = 'P0002';
  end if;
  insert into public.user_sessions (user_id, practice_test_id, full_sat_session_id, test_module_id, is_timed,
    question_count, time_limit_seconds, time_remaining_seconds)
  values (f.user_id, f.practice_test_id, f.id, m.id, true, n, m.time_limit_minutes * 60, m.time_limit_minutes * 60)
  returning * into s;
  insert into public.session_questions (session_id, question_id, user_id, position)
  select s.id, a.question_id, f.user_id, a.question_order
  from public.module_question_assignments a where a.session_id = f.id and a.module_id = m.id;
  return s;
end;
$$;

/** Final section scores from modules 1-2 (Reading and Writing) and 3-4 (Math). */
create function public.finish_full_sat(f public.full_sat_sessions) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  rw integer;
  ma integer;
begin
  select
    public.section_score(coalesce(sum(s.correct_count) filter (where m.section_type = 'reading_writing')::numeric
      / nullif(sum(s.question_count) filter (where m.section_type = 'reading_writing'), 0), 0)),
    public.section_score(coalesce(sum(s.correct_count) filter (where m.section_type = 'math')::numeric
      / nullif(sum(s.question_count) filter (where m.section_type = 'math'), 0), 0))
  into rw, ma
  from public.user_sessions s join public.test_modules m on m.id = s.test_module_id
  where s.full_sat_session_id = f.id and s.session_status = 'completed';
  update public.full_sat_sessions
    set reading_writing_score = rw, math_score = ma, total_score = rw + ma,
        percentile = public.score_percentile(rw + ma), session_status = 'completed', completed_at = now()
    where id = f.id;
end;
$$;

/**
 * Submits a module (also when its time runs out): grades it, records its
 * score percent and moves the full SAT on: the adaptive tier after modules
 * 1 and 3, the break after module 2, the final scores after module 4.
 */
create function public.complete_module(p_session_id uuid) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  s public.user_sessions := public.lock_own_session(p_session_id);
  f public.full_sat_sessions;
  m public.test_modules;
  g record;
  pct integer;
begin
  if s.full_sat_session_id is null then
    raise exception 'This is not a full SAT module; use submit_session.' using errcode = '22023';
  end if;
  f := public.lock_own_full_sat(s.full_sat_session_id);
  select * into m from public.test_modules where id = s.test_module_id;
  if s.session_status = 'active' then
    if f.session_status <> 'active' then
      raise exception 'This full SAT is no longer active.' using errcode = 'P0001';
    end if;
    select * into g from public.grade_session(s.id);
    pct := round(100.0 * g.correct / g.total);
    update public.user_sessions
      set session_status = 'completed', completed_at = now(), correct_count = g.correct, score_percent = pct,
          time_remaining_seconds = 0
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
      perform public.finish_full_sat(f);
      select * into f from public.full_sat_sessions where id = f.id;
    end if;
  end if;
  select * into s from public.user_sessions where id = s.id;
  return jsonb_build_object('module', jsonb_build_object('module_order', m.module_order, 'correct', s.correct_count,
    'total', s.question_count, 'score_percent', s.score_percent), 'state', public.full_sat_state(f));
end;
$$;

/** Marks the break as started (idempotent; completing module 2 already starts it). */
create function public.start_break(p_full_sat_session_id uuid) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  f public.full_sat_sessions := public.lock_own_full_sat(p_full_sat_session_id);
begin
  if f.session_status <> 'active' or f.module_2_completed_at is null or f.break_completed_at is not null then
    raise exception 'There is no break to take now.' using errcode = 'P0001';
  end if;
  update public.full_sat_sessions set break_started_at = coalesce(break_started_at, now())
    where id = f.id returning * into f;
  return public.full_sat_state(f);
end;
$$;

/** Ends the break, when its 600 seconds are up or when the student skips it. */
create function public.end_break(p_full_sat_session_id uuid) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  f public.full_sat_sessions := public.lock_own_full_sat(p_full_sat_session_id);
begin
  if f.session_status <> 'active' or f.break_started_at is null then
    raise exception 'There is no break to end now.' using errcode = 'P0001';
  end if;
  update public.full_sat_sessions set break_completed_at = coalesce(break_completed_at, now())
    where id = f.id returning * into f;
  return public.full_sat_state(f);
end;
$$;

/** Results of a completed full SAT: scores, modules, analytics and every question with its key. */
create function public.get_full_sat_result(p_full_sat_session_id uuid) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  f public.full_sat_sessions;
begin
  select * into f from public.full_sat_sessions where id = p_full_sat_session_id and user_id = public.require_student();
  if not found then
    raise exception 'Full SAT session not found.' using errcode = 'P0002';
  end if;
  if f.session_status <> 'completed' then
    raise exception 'Finish all four modules to see your results.' using errcode = 'P0001';
  end if;
  return jsonb_build_object(
    'session', to_jsonb(f),
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
      select coalesce(jsonb_agg(q || jsonb_build_object('module_order', m.module_order)
        order by m.module_order, (q ->> 'position')::integer), '[]'::jsonb)
      from public.user_sessions s
      join public.test_modules m on m.id = s.test_module_id
      cross join lateral jsonb_array_elements(public.session_review(s.id)) q
      where s.full_sat_session_id = f.id)
  );
end;
$$;

revoke execute on function public.lock_own_full_sat(uuid), public.full_sat_state(public.full_sat_sessions),
  public.assign_module_questions(public.full_sat_sessions, public.test_modules),
  public.finish_full_sat(public.full_sat_sessions)
  from public, anon, authenticated;
revoke execute on function public.start_full_sat(uuid), public.get_full_sat_state(uuid),
  public.start_module(uuid, integer), public.complete_module(uuid), public.start_break(uuid), public.end_break(uuid),
  public.get_full_sat_result(uuid)
  from public, anon;
grant execute on function public.start_full_sat(uuid), public.get_full_sat_state(uuid),
  public.start_module(uuid, integer), public.complete_module(uuid), public.start_break(uuid), public.end_break(uuid),
  public.get_full_sat_result(uuid)
  to authenticated;
