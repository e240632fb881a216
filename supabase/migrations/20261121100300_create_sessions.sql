-- Test sessions, the questions assigned to them and the student's answers.
-- Students read their own rows; every write goes through the functions
-- below, which grade on the server.

create type public.session_status as enum ('active', 'completed');

create table public.user_sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  practice_test_id uuid not null references public.practice_tests (id) on delete cascade,
  -- Set for the module sessions of a full SAT (foreign key added with full_sat_sessions).
  full_sat_session_id uuid,
  test_module_id uuid references public.test_modules (id) on delete cascade,
  session_status public.session_status not null default 'active',
  is_timed boolean not null default true,
  question_count integer not null constraint user_sessions_count_positive check (question_count > 0),
  current_question integer not null default 1,
  time_limit_seconds integer constraint user_sessions_limit_positive check (time_limit_seconds > 0),
  time_remaining_seconds integer constraint user_sessions_remaining_nonnegative check (time_remaining_seconds >= 0),
  correct_count integer constraint user_sessions_correct_range check (correct_count between 0 and question_count),
  total_score integer constraint user_sessions_score_range check (total_score between 0 and 1600),
  score_percent integer constraint user_sessions_percent_range check (score_percent between 0 and 100),
  completed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint user_sessions_current_in_range check (current_question between 1 and question_count),
  constraint user_sessions_completed_at check ((session_status = 'completed') = (completed_at is not null)),
  constraint user_sessions_completed_graded check (session_status = 'active' or correct_count is not null),
  constraint user_sessions_timer check (
    case when is_timed
      then time_limit_seconds is not null and time_remaining_seconds between 0 and time_limit_seconds
      else time_limit_seconds is null and time_remaining_seconds is null
    end
  ),
  constraint user_sessions_module_fields check ((full_sat_session_id is null) = (test_module_id is null))
);
-- One active session per student and test (module sessions are keyed by their full SAT).
create unique index user_sessions_one_active_idx on public.user_sessions (user_id, practice_test_id)
  where session_status = 'active' and full_sat_session_id is null;
create unique index user_sessions_one_per_module_idx on public.user_sessions (full_sat_session_id, test_module_id)
  where full_sat_session_id is not null;
create index user_sessions_history_idx on public.user_sessions (user_id, session_status, completed_at desc);
create index user_sessions_test_idx on public.user_sessions (practice_test_id);
create trigger user_sessions_updated_at before update on public.user_sessions
  for each row execute function public.set_updated_at();

create table public.session_questions (
  session_id uuid not null references public.user_sessions (id) on delete cascade,
  question_id uuid not null references public.questions (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  position integer not null constraint session_questions_position_positive check (position >= 1),
  primary key (session_id, question_id),
  unique (session_id, position)
);
create index session_questions_user_idx on public.session_questions (user_id, question_id);

create table public.user_answers (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null,
  question_id uuid not null references public.questions (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  -- A letter for multiple choice, a normalised response for student-produced answers.
  user_answer text constraint user_answers_shape check (user_answer ~ '^([A-D]|-?[0-9./]{1,5})$'),
  is_correct boolean,
  time_spent_seconds integer not null default 0
    constraint user_answers_time_range check (time_spent_seconds between 0 and 86400),
  answered_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (session_id, question_id),
  -- An answer can only exist for a question assigned to its session.
  foreign key (session_id, question_id) references public.session_questions (session_id, question_id) on delete cascade
);
create index user_answers_user_idx on public.user_answers (user_id, question_id);
create trigger user_answers_updated_at before update on public.user_answers
  for each row execute function public.set_updated_at();

create table public.analytics (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references public.user_sessions (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  question_type public.question_type not null,
  correct_count integer not null constraint analytics_correct_nonnegative check (correct_count >= 0),
  total_count integer not null constraint analytics_total_positive check (total_count > 0),
  accuracy_percentage numeric(5, 2) not null constraint analytics_accuracy_range check (accuracy_percentage between 0 and 100),
  average_time_seconds numeric(8, 2) not null constraint analytics_time_nonnegative check (average_time_seconds >= 0),
  created_at timestamptz not null default now(),
  unique (session_id, question_type),
  constraint analytics_correct_le_total check (correct_count <= total_count)
);
create index analytics_user_idx on public.analytics (user_id, question_type);

alter table public.user_sessions enable row level security;
alter table public.session_questions enable row level security;
alter table public.user_answers enable row level security;
alter table public.analytics enable row level security;

create policy "students read their own sessions" on public.user_sessions
  for select to authenticated using (user_id = (select auth.uid()) and (select public.is_entitled()));
create policy "students read their own session questions" on public.session_questions
  for select to authenticated using (user_id = (select auth.uid()) and (select public.is_entitled()));
create policy "students read their own answers" on public.user_answers
  for select to authenticated using (user_id = (select auth.uid()) and (select public.is_entitled()));
create policy "students read their own analytics" on public.analytics
  for select to authenticated using (user_id = (select auth.uid()) and (select public.is_entitled()));

-- Scores, correctness, status and analytics are written only by the functions below.
revoke insert, update, delete, truncate on public.user_sessions, public.session_questions, public.user_answers,
  public.analytics from anon, authenticated;
revoke all on public.user_sessions, public.session_questions, public.user_answers, public.analytics from anon;

/** The signed-in, entitled student, or a clear error. */
create function public.require_student() returns uuid
language plpgsql stable security definer
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
begin
  if uid is null then
    raise exception 'You must be signed in.' using errcode = '28000';
  end if;
  if not exists (select 1 from public.student_entitlements where user_id = uid) then
    raise exception 'Redeem a setup code from your instructor to use practice tests.' using errcode = '42501';
  end if;
  return uid;
end;
$$;

/** The caller's session, locked; another student's session is reported as not found. */
create function public.lock_own_session(p_session_id uuid) returns public.user_sessions
language plpgsql security definer
set search_path = ''
as $$
declare
  s public.user_sessions;
begin
  select * into s from public.user_sessions where id = p_session_id and user_id = public.require_student() for update;
  if not found then
    raise exception 'Test session not found.' using errcode = 'P0002';
  end if;
  return s;
end;
$$;

/** Cleans an answer for a question's format, or raises a clear message. Empty means unanswered. */
create function public.normalize_answer(format public.question_format, answer text) returns text
language plpgsql immutable
set search_path = ''
as $$
declare
  s text := upper(btrim(coalesce(answer, '')));
begin
  if format = 'spr' then
    return public.spr_normalize(answer);
  elsif s = '' then
    return null;
  elsif s not in ('A', 'B', 'C', 'D') then
    raise exception 'Choose one of the options A, B, C or D.' using errcode = '22023';
  end if;
  return s;
end;
$$;

/** The student's active (non-module) session of a test, if any. */
create function public.active_session(p_user_id uuid, p_test_id uuid) returns public.user_sessions
language sql stable security definer
set search_path = ''
as $$
  select * from public.user_sessions
  where user_id = p_user_id and practice_test_id = p_test_id and session_status = 'active' and full_sat_session_id is null
$$;

/**
 * Opens a session of test `t` over `question_ids` (in that order), timed by
 * the test's limit or untimed. A parallel call that opened one first wins,
 * and its session is returned.
 */
create function public.open_session(p_user_id uuid, t public.practice_tests, question_ids uuid[], p_timed boolean)
returns public.user_sessions
language plpgsql security definer
set search_path = ''
as $$
declare
  s public.user_sessions;
  timed boolean := coalesce(p_timed, true);
begin
  begin
    insert into public.user_sessions (user_id, practice_test_id, is_timed, question_count, time_limit_seconds, time_remaining_seconds)
    values (p_user_id, t.id, timed, cardinality(question_ids),
            case when timed then t.time_limit_minutes * 60 end, case when timed then t.time_limit_minutes * 60 end)
    returning * into s;
  exception when unique_violation then
    return public.active_session(p_user_id, t.id);
  end;
  insert into public.session_questions (session_id, question_id, user_id, position)
  select s.id, q.id, p_user_id, q.position from unnest(question_ids) with ordinality as q(id, position);
  return s;
end;
$$;

/**
 * Starts a single test, or resumes the student's active session of it.
 * Section tests can be timed (the test's limit) or untimed.
 */
create function public.start_test_session(p_test_id uuid, p_timed boolean default true) returns public.user_sessions
language plpgsql security definer
set search_path = ''
as $$
declare
  uid uuid := public.require_student();
  t public.practice_tests;
  s public.user_sessions;
  ids uuid[];
begin
  select * into t from public.practice_tests where id = p_test_id and is_active;
  if not found then
    raise exception 'Practice test not found.' using errcode = 'P0002';
  end if;
  if t.test_type = 'full_sat' then
    raise exception 'The full SAT runs module by module: use start_full_sat.' using errcode = '22023';
  elsif t.test_type = 'custom' then
    raise exception 'This practice is built from your own questions: use start_practice_set.' using errcode = '22023';
  end if;
  s := public.active_session(uid, t.id);
  if s.id is not null then
    return s;
  end if;
  select array_agg(q.id order by q.order_index, q.external_id) into ids
  from (
    select id, order_index, external_id from public.questions
    where practice_test_id = t.id order by order_index, external_id limit t.question_count
  ) q;
  if ids is null then
    raise exception 'No questions found for this test. Please contact your instructor.' using errcode = 'P0002';
  end if;
  return public.open_session(uid, t, ids, p_timed);
end;
$$;

/** The questions of a session in order, without keys, with the student's saved answers. */
create function public.get_session_questions(p_session_id uuid)
returns table (
  "position" integer, question_id uuid, section public.section_type, question_type public.question_type,
  format public.question_format, domain text, topic text, difficulty_level smallint, passage text,
  question_text text, options jsonb, user_answer text, time_spent_seconds integer, is_favorite boolean
)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  uid uuid := public.require_student();
begin
  if not exists (select 1 from public.user_sessions where id = p_session_id and user_id = uid) then
    raise exception 'Test session not found.' using errcode = 'P0002';
  end if;
  return query
    select sq.position, q.id, q.section, q.question_type, q.format, q.domain, q.topic, q.difficulty_level,
           q.passage, q.question_text, q.options, a.user_answer, coalesce(a.time_spent_seconds, 0),
           exists (select 1 from public.favorites f where f.user_id = uid and f.question_id = q.id)
    from public.session_questions sq
    join public.questions q on q.id = sq.question_id
    left join public.user_answers a on a.session_id = sq.session_id and a.question_id = sq.question_id
    where sq.session_id = p_session_id
    order by sq.position;
end;
$$;

/**
 * Saves (or clears, with an empty answer) the student's answer to one
 * question of an active session. Refused after submission and for
 * questions that are not part of the session.
 */
create function public.save_answer(
  p_session_id uuid, p_question_id uuid, p_answer text, p_time_spent_seconds integer default 0
) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  uid uuid := public.require_student();
  s public.user_sessions;
  fmt public.question_format;
  clean text;
  saved public.user_answers;
begin
  -- A share lock orders this save against a concurrent submit of the same session.
  select * into s from public.user_sessions where id = p_session_id and user_id = uid for share;
  if not found then
    raise exception 'Test session not found.' using errcode = 'P0002';
  end if;
  if s.session_status <> 'active' then
    raise exception 'This test has already been submitted; its answers can no longer change.' using errcode = 'P0001';
  end if;
  select q.format into fmt
    from public.session_questions sq join public.questions q on q.id = sq.question_id
    where sq.session_id = s.id and sq.question_id = p_question_id;
  if not found then
    raise exception 'This question is not part of this test.' using errcode = '22023';
  end if;
  if p_time_spent_seconds is null or p_time_spent_seconds < 0 or p_time_spent_seconds > 86400 then
    raise exception 'Time spent must be between 0 and 86400 seconds.' using errcode = '22023';
  end if;
  clean := public.normalize_answer(fmt, p_answer);
  insert into public.user_answers (session_id, question_id, user_id, user_answer, time_spent_seconds, answered_at)
  values (s.id, p_question_id, uid, clean, p_time_spent_seconds, now())
  on conflict (session_id, question_id) do update
    set user_answer = excluded.user_answer,
        time_spent_seconds = greatest(public.user_answers.time_spent_seconds, excluded.time_spent_seconds),
        answered_at = excluded.answered_at
  returning * into saved;
  return jsonb_build_object('question_id', saved.question_id, 'user_answer', saved.user_answer,
    'answered_at', saved.answered_at, 'time_spent_seconds', saved.time_spent_seconds);
end;
$$;

/** Saves where the student is and the time left; the clock can only run down. */
create function public.save_progress(p_session_id uuid, p_current_question integer, p_time_remaining_seconds integer default null)
returns public.user_sessions
language plpgsql security definer
set search_path = ''
as $$
declare
  s public.user_sessions := public.lock_own_session(p_session_id);
begin
  if s.session_status <> 'active' then
    raise exception 'This test has already been submitted.' using errcode = 'P0001';
  end if;
  if p_current_question is null or p_current_question < 1 or p_current_question > s.question_count then
    raise exception 'Question number must be between 1 and %.', s.question_count using errcode = '22023';
  end if;
  if s.is_timed and p_time_remaining_seconds is not null
     and (p_time_remaining_seconds < 0 or p_time_remaining_seconds > s.time_limit_seconds) then
    raise exception 'Time remaining must be between 0 and % seconds.', s.time_limit_seconds using errcode = '22023';
  end if;
  update public.user_sessions
    set current_question = p_current_question,
        time_remaining_seconds = case when is_timed
          then least(time_remaining_seconds, coalesce(p_time_remaining_seconds, time_remaining_seconds)) end
    where id = s.id
    returning * into s;
  return s;
end;
$$;

/**
 * Grades every question of a session: unanswered questions get an empty,
 * incorrect answer; analytics are rewritten per question type.
 */
create function public.grade_session(p_session_id uuid, out correct integer, out total integer)
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.user_answers (session_id, question_id, user_id, user_answer, time_spent_seconds)
  select sq.session_id, sq.question_id, sq.user_id, null, 0
  from public.session_questions sq
  where sq.session_id = p_session_id
  on conflict (session_id, question_id) do nothing;

  update public.user_answers a
    set is_correct = public.answer_is_correct(q.format, a.user_answer, k.correct_answer, k.accepted_answers)
    from public.questions q join public.question_keys k on k.question_id = q.id
    where a.session_id = p_session_id and q.id = a.question_id;

  delete from public.analytics where session_id = p_session_id;
  insert into public.analytics (session_id, user_id, question_type, correct_count, total_count, accuracy_percentage, average_time_seconds)
  select a.session_id, a.user_id, q.question_type,
         count(*) filter (where a.is_correct), count(*),
         round(100.0 * count(*) filter (where a.is_correct) / count(*), 2),
         round(avg(a.time_spent_seconds), 2)
  from public.user_answers a join public.questions q on q.id = a.question_id
  where a.session_id = p_session_id
  group by a.session_id, a.user_id, q.question_type;

  select count(*) filter (where is_correct), count(*) into correct, total
  from public.user_answers where session_id = p_session_id;
end;
$$;

/**
 * Every question of a session in order, with the student's answer and the
 * key and explanation released. Callers check that the session is theirs
 * and submitted.
 */
create function public.session_review(p_session_id uuid) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
    'position', sq.position, 'question_id', q.id, 'section', q.section, 'question_type', q.question_type,
    'format', q.format, 'topic', q.topic, 'difficulty_level', q.difficulty_level, 'passage', q.passage,
    'question_text', q.question_text, 'options', q.options, 'user_answer', a.user_answer,
    'is_correct', a.is_correct, 'time_spent_seconds', a.time_spent_seconds,
    'correct_answer', k.correct_answer, 'accepted_answers', to_jsonb(k.accepted_answers), 'explanation', k.explanation
  ) order by sq.position), '[]'::jsonb)
  from public.session_questions sq
  join public.questions q on q.id = sq.question_id
  join public.question_keys k on k.question_id = q.id
  left join public.user_answers a on a.session_id = sq.session_id and a.question_id = sq.question_id
  where sq.session_id = p_session_id
$$;

/** Results of a completed session, with keys and explanations released. */
create function public.get_session_result(p_session_id uuid) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  uid uuid := public.require_student();
  s public.user_sessions;
  t public.practice_tests;
begin
  select * into s from public.user_sessions where id = p_session_id and user_id = uid;
  if not found then
    raise exception 'Test session not found.' using errcode = 'P0002';
  end if;
  if s.session_status <> 'completed' then
    raise exception 'Submit the test to see its results and answers.' using errcode = 'P0001';
  end if;
  select * into t from public.practice_tests where id = s.practice_test_id;
  return jsonb_build_object(
    'session_id', s.id,
    'practice_test_id', t.id,
    'title', t.title,
    'test_type', t.test_type,
    'total_score', s.total_score,
    'score_percent', s.score_percent,
    'percentile', case when s.total_score is not null then public.score_percentile(s.total_score) end,
    'correct', s.correct_count,
    'incorrect', (select count(*) from public.user_answers where session_id = s.id and not is_correct and user_answer is not null),
    'unanswered', (select count(*) from public.user_answers where session_id = s.id and user_answer is null),
    'total', s.question_count,
    'completed_at', s.completed_at,
    'by_type', coalesce((
      select jsonb_agg(jsonb_build_object('question_type', question_type, 'correct', correct_count, 'total', total_count,
        'accuracy_percentage', accuracy_percentage, 'average_time_seconds', average_time_seconds) order by question_type)
      from public.analytics where session_id = s.id), '[]'::jsonb),
    'questions', public.session_review(s.id)
  );
end;
$$;

/**
 * Submits a single test (also when its time runs out): grades it and
 * returns the result. Submitting again returns the same result.
 */
create function public.submit_session(p_session_id uuid) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  s public.user_sessions := public.lock_own_session(p_session_id);
  g record;
begin
  if s.full_sat_session_id is not null then
    raise exception 'Full SAT modules are submitted with complete_module.' using errcode = '22023';
  end if;
  if s.session_status = 'active' then
    select * into g from public.grade_session(s.id);
    update public.user_sessions
      set session_status = 'completed', completed_at = now(), correct_count = g.correct,
          total_score = round(g.correct::numeric / g.total * 1600),
          score_percent = round(100.0 * g.correct / g.total),
          time_remaining_seconds = case when is_timed then 0 end
      where id = s.id;
  end if;
  return public.get_session_result(s.id);
end;
$$;

revoke execute on function public.require_student(), public.lock_own_session(uuid),
  public.active_session(uuid, uuid), public.open_session(uuid, public.practice_tests, uuid[], boolean),
  public.grade_session(uuid), public.normalize_answer(public.question_format, text), public.session_review(uuid)
  from public, anon, authenticated;
revoke execute on function public.start_test_session(uuid, boolean), public.get_session_questions(uuid),
  public.save_answer(uuid, uuid, text, integer), public.save_progress(uuid, integer, integer),
  public.get_session_result(uuid), public.submit_session(uuid)
  from public, anon;
grant execute on function public.start_test_session(uuid, boolean), public.get_session_questions(uuid),
  public.save_answer(uuid, uuid, text, integer), public.save_progress(uuid, integer, integer),
  public.get_session_result(uuid), public.submit_session(uuid)
  to authenticated;
