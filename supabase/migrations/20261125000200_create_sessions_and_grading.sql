-- Baseline (sessions and grading): test sessions, answers,
-- the server clock, grading and scoring.
-- Squashed from the migrations of 2026-11-21 to 2026-11-23; from here on every
-- change is a new migration (docs/migrations.md). supabase/schema.sql shows
-- the current definition of every object.

-- Function bodies refer to tables and functions of later baseline files.
set check_function_bodies = false;

create type public.session_status as enum ('active', 'completed', 'cancelled');

create table public.user_sessions (
  id uuid default gen_random_uuid() not null,
  user_id uuid not null,
  practice_test_id uuid not null,
  -- Set for the module sessions of a full SAT (foreign key added with full_sat_sessions).
  full_sat_session_id uuid,
  test_module_id uuid,
  session_status public.session_status default 'active'::public.session_status not null,
  is_timed boolean default true not null,
  question_count integer not null,
  current_question integer default 1 not null,
  time_limit_seconds integer,
  time_remaining_seconds integer,
  correct_count integer,
  total_score integer,
  score_percent integer,
  completed_at timestamp with time zone,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  -- The student had already completed this test when the session started.
  is_retake boolean default false not null,
  -- When a timed session's time runs out (moves later by the time spent paused).
  deadline_at timestamp with time zone,
  -- Set while the countdown is paused.
  paused_at timestamp with time zone,
  -- Pause already used (capped, so pausing cannot buy unlimited time).
  paused_seconds integer default 0 not null,
  constraint user_sessions_pkey PRIMARY KEY (id),
  constraint user_sessions_completed_at CHECK ((session_status = 'completed'::public.session_status) = (completed_at IS NOT NULL)),
  constraint user_sessions_completed_graded CHECK (session_status <> 'completed'::public.session_status OR correct_count IS NOT NULL),
  constraint user_sessions_correct_range CHECK (correct_count >= 0 AND correct_count <= question_count),
  constraint user_sessions_count_positive CHECK (question_count > 0),
  constraint user_sessions_current_in_range CHECK (current_question >= 1 AND current_question <= question_count),
  constraint user_sessions_deadline CHECK (is_timed = (deadline_at IS NOT NULL)),
  constraint user_sessions_limit_positive CHECK (time_limit_seconds > 0),
  constraint user_sessions_module_fields CHECK ((full_sat_session_id IS NULL) = (test_module_id IS NULL)),
  constraint user_sessions_pause_timed CHECK (paused_at IS NULL OR is_timed AND session_status = 'active'::public.session_status),
  constraint user_sessions_paused_range CHECK (paused_seconds >= 0 AND paused_seconds <= 600),
  constraint user_sessions_percent_range CHECK (score_percent >= 0 AND score_percent <= 100),
  constraint user_sessions_remaining_nonnegative CHECK (time_remaining_seconds >= 0),
  constraint user_sessions_score_range CHECK (total_score >= 0 AND total_score <= 1600),
  constraint user_sessions_timer CHECK (
CASE
    WHEN is_timed THEN time_limit_seconds IS NOT NULL AND time_remaining_seconds >= 0 AND time_remaining_seconds <= time_limit_seconds
    ELSE time_limit_seconds IS NULL AND time_remaining_seconds IS NULL
END),
  constraint user_sessions_practice_test_id_fkey FOREIGN KEY (practice_test_id) REFERENCES public.practice_tests(id) ON DELETE CASCADE,
  constraint user_sessions_test_module_id_fkey FOREIGN KEY (test_module_id) REFERENCES public.test_modules(id) ON DELETE CASCADE,
  constraint user_sessions_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE
);
CREATE INDEX user_sessions_history_idx ON public.user_sessions USING btree (user_id, session_status, completed_at DESC);
CREATE UNIQUE INDEX user_sessions_one_active_idx ON public.user_sessions USING btree (user_id, practice_test_id) WHERE ((session_status = 'active'::public.session_status) AND (full_sat_session_id IS NULL));
CREATE UNIQUE INDEX user_sessions_one_per_module_idx ON public.user_sessions USING btree (full_sat_session_id, test_module_id) WHERE (full_sat_session_id IS NOT NULL);
CREATE INDEX user_sessions_test_idx ON public.user_sessions USING btree (practice_test_id);
alter table public.user_sessions enable row level security;
create policy "students read their own sessions" on public.user_sessions for select to authenticated
  using (((user_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_entitled() AS is_entitled)));
CREATE TRIGGER user_sessions_updated_at BEFORE UPDATE ON public.user_sessions FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();
revoke all on table public.user_sessions from public, anon, authenticated, service_role;
grant delete, insert, maintain, references, select, trigger, truncate, update on table public.user_sessions to service_role;
comment on table public.user_sessions is 'Test sessions. Read and written through RPCs only; closed to direct reads so embedding cannot fan out.';

/**
 * The caller's full-SAT module sessions whose full SAT is not complete:
 * their answers, grades and analytics stay out of direct reads. An array,
 * so a policy evaluates it once per statement (an initplan; a handful of ids: four per
 * full SAT attempt).
 */
CREATE OR REPLACE FUNCTION private.unreleased_module_sessions()
 RETURNS uuid[]
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(array_agg(s.id), '{}')
  from public.full_sat_sessions f
  join public.user_sessions s on s.full_sat_session_id = f.id
  where f.user_id = (select auth.uid()) and f.session_status <> 'completed'
$function$;
revoke all on function private.unreleased_module_sessions() from public, anon, authenticated, service_role;
grant execute on function private.unreleased_module_sessions() to authenticated;

create table public.analytics (
  id uuid default gen_random_uuid() not null,
  session_id uuid not null,
  user_id uuid not null,
  question_type public.question_type not null,
  correct_count integer not null,
  total_count integer not null,
  accuracy_percentage numeric(5,2) not null,
  average_time_seconds numeric(8,2) not null,
  created_at timestamp with time zone default now() not null,
  constraint analytics_pkey PRIMARY KEY (id),
  constraint analytics_session_id_question_type_key UNIQUE (session_id, question_type),
  constraint analytics_accuracy_range CHECK (accuracy_percentage >= 0::numeric AND accuracy_percentage <= 100::numeric),
  constraint analytics_correct_le_total CHECK (correct_count <= total_count),
  constraint analytics_correct_nonnegative CHECK (correct_count >= 0),
  constraint analytics_time_nonnegative CHECK (average_time_seconds >= 0::numeric),
  constraint analytics_total_positive CHECK (total_count > 0),
  constraint analytics_session_id_fkey FOREIGN KEY (session_id) REFERENCES public.user_sessions(id) ON DELETE CASCADE,
  constraint analytics_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE
);
CREATE INDEX analytics_user_idx ON public.analytics USING btree (user_id, question_type);
alter table public.analytics enable row level security;
create policy "students read their own analytics" on public.analytics for select to authenticated
  using (((user_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_entitled() AS is_entitled) AND (session_id <> ALL (COALESCE(( SELECT private.unreleased_module_sessions() AS unreleased_module_sessions), '{}'::uuid[])))));
revoke all on table public.analytics from public, anon, authenticated, service_role;
grant select on table public.analytics to authenticated;
grant delete, insert, maintain, references, select, trigger, truncate, update on table public.analytics to service_role;

create table public.session_questions (
  session_id uuid not null,
  question_id uuid not null,
  user_id uuid not null,
  "position" integer not null,
  constraint session_questions_pkey PRIMARY KEY (session_id, question_id),
  constraint session_questions_session_id_position_key UNIQUE (session_id, "position"),
  constraint session_questions_position_positive CHECK ("position" >= 1),
  constraint session_questions_question_id_fkey FOREIGN KEY (question_id) REFERENCES public.questions(id) ON DELETE CASCADE,
  constraint session_questions_session_id_fkey FOREIGN KEY (session_id) REFERENCES public.user_sessions(id) ON DELETE CASCADE,
  constraint session_questions_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE
);
CREATE INDEX session_questions_user_idx ON public.session_questions USING btree (user_id, question_id);
alter table public.session_questions enable row level security;
create policy "students read their own session questions" on public.session_questions for select to authenticated
  using (((user_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_entitled() AS is_entitled)));
revoke all on table public.session_questions from public, anon, authenticated, service_role;
grant delete, insert, maintain, references, select, trigger, truncate, update on table public.session_questions to service_role;
comment on table public.session_questions is 'The questions assigned to a session, read through get_session_questions; closed to direct reads.';

create table public.user_answers (
  id uuid default gen_random_uuid() not null,
  session_id uuid not null,
  question_id uuid not null,
  user_id uuid not null,
  -- A letter for multiple choice, a normalised response for student-produced answers.
  user_answer text,
  is_correct boolean,
  time_spent_seconds integer default 0 not null,
  answered_at timestamp with time zone,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  -- Mark for review, kept with the answer so a reload or another device restores it.
  flagged boolean default false not null,
  -- Struck-out options, distinct letters in order ('BD').
  eliminated text default ''::text not null,
  -- The client's sequence number of the write that set this state; older writes never replace newer ones
  -- (null until a numbered write arrives; reported as 0).
  client_seq bigint,
  constraint user_answers_pkey PRIMARY KEY (id),
  constraint user_answers_session_id_question_id_key UNIQUE (session_id, question_id),
  constraint user_answers_eliminated_shape CHECK (eliminated ~ '^A?B?C?D?$'::text),
  constraint user_answers_shape CHECK (user_answer ~ '^([A-D]|-?[0-9./]{1,5})$'::text),
  constraint user_answers_time_range CHECK (time_spent_seconds >= 0 AND time_spent_seconds <= 86400),
  constraint user_answers_question_id_fkey FOREIGN KEY (question_id) REFERENCES public.questions(id) ON DELETE CASCADE,
  constraint user_answers_session_id_question_id_fkey FOREIGN KEY (session_id, question_id) REFERENCES public.session_questions(session_id, question_id) ON DELETE CASCADE,
  constraint user_answers_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE
);
CREATE INDEX user_answers_user_idx ON public.user_answers USING btree (user_id, question_id);
alter table public.user_answers enable row level security;
create policy "students read their own answers" on public.user_answers for select to authenticated
  using (((user_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_entitled() AS is_entitled) AND (session_id <> ALL (COALESCE(( SELECT private.unreleased_module_sessions() AS unreleased_module_sessions), '{}'::uuid[])))));
CREATE TRIGGER user_answers_updated_at BEFORE UPDATE ON public.user_answers FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();
revoke all on table public.user_answers from public, anon, authenticated, service_role;
grant select on table public.user_answers to authenticated;
grant delete, insert, maintain, references, select, trigger, truncate, update on table public.user_answers to service_role;

/** The student's active (non-module) session of a test, if any. */
CREATE OR REPLACE FUNCTION private.active_session(p_user_id uuid, p_test_id uuid)
 RETURNS public.user_sessions
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select * from public.user_sessions
  where user_id = p_user_id and practice_test_id = p_test_id and session_status = 'active' and full_sat_session_id is null
$function$;
revoke all on function private.active_session(p_user_id uuid, p_test_id uuid) from public, anon, authenticated, service_role;

/** Grace after a timed session's deadline during which answers are still saved (an offline client reconnecting). */
CREATE OR REPLACE FUNCTION private.answer_grace()
 RETURNS interval
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$ select interval '15 minutes' $function$;
revoke all on function private.answer_grace() from public, anon, authenticated, service_role;

/** Is `answer` right for a question of `format` with this key? Null (unanswered) is never right. */
CREATE OR REPLACE FUNCTION private.answer_is_correct(format public.question_format, answer text, correct_answer text, accepted_answers text[])
 RETURNS boolean
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select coalesce(
    case format
      when 'mcq' then answer = correct_answer
      else exists (select 1 from unnest(accepted_answers) k where public.spr_matches(answer, k))
    end,
    false)
$function$;
revoke all on function private.answer_is_correct(format public.question_format, answer text, correct_answer text, accepted_answers text[]) from public, anon, authenticated, service_role;

/** Most seconds one answer of this session can count. */
CREATE OR REPLACE FUNCTION private.answer_time_cap(s public.user_sessions)
 RETURNS integer
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select coalesce(s.time_limit_seconds, private.untimed_answer_cap())
$function$;
revoke all on function private.answer_time_cap(s public.user_sessions) from public, anon, authenticated, service_role;

/** When a timed session's countdown ends, counting an ongoing pause (up to the pause cap); null when untimed. */
CREATE OR REPLACE FUNCTION private.effective_deadline(s public.user_sessions)
 RETURNS timestamp with time zone
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select case
    when not s.is_timed then null
    when s.paused_at is null then s.deadline_at
    else s.deadline_at + least(now() - s.paused_at, make_interval(secs => private.max_pause_seconds() - s.paused_seconds))
  end
$function$;
revoke all on function private.effective_deadline(s public.user_sessions) from public, anon, authenticated, service_role;

/**
 * Grades every question of a session: unanswered questions get an empty,
 * incorrect answer; analytics are rewritten per question type; answered
 * questions join the student's review totals.
 */
CREATE OR REPLACE FUNCTION private.grade_session(p_session_id uuid, OUT correct integer, OUT total integer)
 RETURNS record
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  insert into public.user_answers (session_id, question_id, user_id, user_answer, time_spent_seconds)
  select sq.session_id, sq.question_id, sq.user_id, null, 0
  from public.session_questions sq
  where sq.session_id = p_session_id
  on conflict (session_id, question_id) do nothing;

  update public.user_answers a
    set is_correct = private.answer_is_correct(q.format, a.user_answer, k.correct_answer, k.accepted_answers)
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

  insert into private.question_stats as st (user_id, question_id, tries, rights)
  select a.user_id, a.question_id, 1, a.is_correct::integer
  from public.user_answers a where a.session_id = p_session_id and a.user_answer is not null
  on conflict (user_id, question_id) do update set tries = st.tries + 1, rights = st.rights + excluded.rights;

  select count(*) filter (where is_correct), count(*) into correct, total
  from public.user_answers where session_id = p_session_id;
end;
$function$;
revoke all on function private.grade_session(p_session_id uuid, OUT correct integer, OUT total integer) from public, anon, authenticated, service_role;

/** May `p_user_id` see the key of `p_question_id` now? (See private.key_withheld_reason.) */
CREATE OR REPLACE FUNCTION private.key_releasable(p_user_id uuid, p_question_id uuid)
 RETURNS boolean
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select private.key_withheld_reason(p_user_id, p_question_id) is null
$function$;
revoke all on function private.key_releasable(p_user_id uuid, p_question_id uuid) from public, anon, authenticated, service_role;

/** What a student is told when a key is withheld, by reason. */
CREATE OR REPLACE FUNCTION private.key_withheld_message(reason text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case reason
    when 'in_active_test' then 'This question is in a test you have not submitted yet. Finish that test first.'
    when 'not_submitted' then 'This question belongs to a practice test you have not taken yet: its answer is released after you submit that test.'
  end
$function$;
revoke all on function private.key_withheld_message(reason text) from public, anon, authenticated, service_role;

/**
 * The one rule for releasing an answer key to a student: why question
 * `p_question_id`'s key must stay hidden from `p_user_id` right now, or null
 * when it may be released.
 *   'in_active_test': the question is in one of the student's active
 *     sessions (section test, full SAT module or practice set);
 *   'not_submitted': it belongs to a test pool, and the student has not met
 *     it in a submitted session of their own (a submitted section test, or a
 *     full SAT once all four modules are done; practice sets do not count).
 * Review-bank questions (no test) are released whenever they are not in an
 * active session. Used by review, practice-set building and every result.
 * private.reviewable_question_ids is the same rule for the whole bank.
 */
-- PL/pgSQL rather than SQL: its queries' plans are cached, so checking every
-- candidate of a practice set costs microseconds per question.
CREATE OR REPLACE FUNCTION private.key_withheld_reason(p_user_id uuid, p_question_id uuid)
 RETURNS text
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  -- From the student's few active sessions, then one primary-key probe each:
  -- the cost does not grow with the number of tests they have taken.
  if exists (
    select 1 from public.user_sessions s
    join public.session_questions sq on sq.session_id = s.id and sq.question_id = p_question_id
    where s.user_id = p_user_id and s.session_status = 'active')
  then
    return 'in_active_test';
  end if;
  if not exists (select 1 from public.questions where id = p_question_id and practice_test_id is not null) then
    return null;
  end if;
  if exists (
    select 1 from public.session_questions sq
    join public.user_sessions s on s.id = sq.session_id
    join public.practice_tests t on t.id = s.practice_test_id
    left join public.full_sat_sessions f on f.id = s.full_sat_session_id
    where sq.user_id = p_user_id and sq.question_id = p_question_id
      and s.session_status = 'completed' and t.test_type <> 'custom'
      and (s.full_sat_session_id is null or f.session_status = 'completed'))
  then
    return null;
  end if;
  return 'not_submitted';
end;
$function$;
revoke all on function private.key_withheld_reason(p_user_id uuid, p_question_id uuid) from public, anon, authenticated, service_role;

/** The caller's session, locked; a missing id or another student's session is reported as not found (404). */
CREATE OR REPLACE FUNCTION private.lock_own_session(p_session_id uuid)
 RETURNS public.user_sessions
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  s public.user_sessions;
begin
  select * into s from public.user_sessions where id = p_session_id and user_id = private.require_student() for update;
  if not found then
    raise exception 'Test session not found.' using errcode = 'PT404';
  end if;
  return s;
end;
$function$;
revoke all on function private.lock_own_session(p_session_id uuid) from public, anon, authenticated, service_role;

/** Most a timed session can be paused in total, in seconds. */
CREATE OR REPLACE FUNCTION private.max_pause_seconds()
 RETURNS integer
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$ select 600 $function$;
revoke all on function private.max_pause_seconds() from public, anon, authenticated, service_role;

/** Weight of one right answer in the second module of a section: the harder route counts more. */
CREATE OR REPLACE FUNCTION private.module_2_weight(tier public.difficulty_tier)
 RETURNS numeric
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case when tier = 'harder' then 1.5 else 1.0 end
$function$;
revoke all on function private.module_2_weight(tier public.difficulty_tier) from public, anon, authenticated, service_role;

/** Cleans an answer for a question's format, or raises a clear message. Empty means unanswered. */
CREATE OR REPLACE FUNCTION private.normalize_answer(format public.question_format, answer text)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function private.normalize_answer(format public.question_format, answer text) from public, anon, authenticated, service_role;

/** Struck-out options as distinct letters in order ('db' -> 'BD'), or a clear message. Null stays null. */
CREATE OR REPLACE FUNCTION private.normalize_eliminated(format public.question_format, eliminated text)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  s text := upper(replace(coalesce(eliminated, ''), ' ', ''));
  letters text;
begin
  if eliminated is null then
    return null;
  end if;
  if s !~ '^[A-D]*$' then
    raise exception 'Eliminated options must be letters A to D, such as BD.' using errcode = '22023';
  end if;
  select coalesce(string_agg(l, '' order by l), '') into letters from regexp_split_to_table(s, '') l where l <> '';
  if length(letters) <> length(s) or (select count(distinct l) from regexp_split_to_table(s, '') l where l <> '') <> length(s) then
    raise exception 'Eliminate each option at most once.' using errcode = '22023';
  end if;
  if format = 'spr' and letters <> '' then
    raise exception 'Only multiple-choice options can be eliminated.' using errcode = '22023';
  end if;
  return letters;
end;
$function$;
revoke all on function private.normalize_eliminated(format public.question_format, eliminated text) from public, anon, authenticated, service_role;

/**
 * Opens a session of test `t` over `question_ids` (in that order), timed by
 * the test's limit (with its server deadline) or untimed. A parallel call
 * that opened one first wins, and its session is returned.
 */
CREATE OR REPLACE FUNCTION private.open_session(p_user_id uuid, t public.practice_tests, question_ids uuid[], p_timed boolean, p_retake boolean)
 RETURNS public.user_sessions
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  s public.user_sessions;
  timed boolean := coalesce(p_timed, true);
begin
  begin
    insert into public.user_sessions (user_id, practice_test_id, is_timed, is_retake, question_count,
      time_limit_seconds, time_remaining_seconds, deadline_at)
    values (p_user_id, t.id, timed, p_retake, cardinality(question_ids),
            case when timed then t.time_limit_minutes * 60 end, case when timed then t.time_limit_minutes * 60 end,
            case when timed then now() + make_interval(mins => t.time_limit_minutes) end)
    returning * into s;
  exception when unique_violation then
    return private.active_session(p_user_id, t.id);
  end;
  insert into public.session_questions (session_id, question_id, user_id, position)
  select s.id, q.id, p_user_id, q.position from unnest(question_ids) with ordinality as q(id, position);
  return s;
end;
$function$;
revoke all on function private.open_session(p_user_id uuid, t public.practice_tests, question_ids uuid[], p_timed boolean, p_retake boolean) from public, anon, authenticated, service_role;

/** The caller's session without a lock, or not found (404). */
CREATE OR REPLACE FUNCTION private.own_session(p_session_id uuid)
 RETURNS public.user_sessions
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  s public.user_sessions;
begin
  select * into s from public.user_sessions where id = p_session_id and user_id = private.require_student();
  if not found then
    raise exception 'Test session not found.' using errcode = 'PT404';
  end if;
  return s;
end;
$function$;
revoke all on function private.own_session(p_session_id uuid) from public, anon, authenticated, service_role;

/** Seconds left on a timed session by the server clock (0 once submitted); null when untimed. */
CREATE OR REPLACE FUNCTION private.remaining_seconds(s public.user_sessions)
 RETURNS integer
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select case
    when not s.is_timed then null
    when s.session_status <> 'active' then 0
    else least(s.time_limit_seconds,
               greatest(0, ceil(extract(epoch from private.effective_deadline(s) - now()))::integer))
  end
$function$;
revoke all on function private.remaining_seconds(s public.user_sessions) from public, anon, authenticated, service_role;

/** The signed-in, entitled student, or a clear error. */
CREATE OR REPLACE FUNCTION private.require_student()
 RETURNS uuid
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function private.require_student() from public, anon, authenticated, service_role;

/**
 * Estimated section score of an adaptive section: m1 of n1 right in the
 * first module, m2 of n2 in the second, taken in `tier`. Points are
 * m1 + m2 * w(tier) (w = 1 easier, 1.5 harder) out of n1 + n2 * 1.5, then the
 * fraction table. So for the same number right the harder route scores at
 * least as much, one more right never lowers the score (also across the
 * tier switch), and the easier route tops out at (n1 + n2) / (n1 + 1.5 n2),
 * 0.8 of the points for the real module sizes: 650, near the real test's cap.
 */
CREATE OR REPLACE FUNCTION private.section_estimate(m1 integer, n1 integer, m2 integer, n2 integer, tier public.difficulty_tier)
 RETURNS integer
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
begin
  if n1 is null or n2 is null or m1 is null or m2 is null or n1 < 1 or n2 < 0
     or m1 not between 0 and n1 or m2 not between 0 and n2 then
    raise exception 'Right answers must be between 0 and the number of questions.' using errcode = '22023';
  end if;
  return public.section_score(
    (m1 + m2 * private.module_2_weight(tier)) / (n1 + n2 * private.module_2_weight('harder')));
end;
$function$;
revoke all on function private.section_estimate(m1 integer, n1 integer, m2 integer, n2 integer, tier public.difficulty_tier) from public, anon, authenticated, service_role;

/** A session as the client sees it, with the remaining time from the server deadline. */
CREATE OR REPLACE FUNCTION private.session_json(s public.user_sessions)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select to_jsonb(s) || jsonb_build_object(
    'time_remaining_seconds', private.remaining_seconds(s),
    'remaining_seconds', private.remaining_seconds(s),
    'answers_close_at', private.effective_deadline(s) + private.answer_grace(),
    'grace_seconds', extract(epoch from private.answer_grace())::integer,
    'paused', s.paused_at is not null,
    'pause_seconds_left', case when s.is_timed then private.max_pause_seconds() - s.paused_seconds
      - coalesce(least(floor(extract(epoch from now() - s.paused_at))::integer,
                       private.max_pause_seconds() - s.paused_seconds), 0) end)
$function$;
revoke all on function private.session_json(s public.user_sessions) from public, anon, authenticated, service_role;

/**
 * Every question of a session in order, with the student's answer and its
 * grade. The key and explanation are released per question only when
 * private.key_withheld_reason allows it at this moment; otherwise they are
 * null and `key_withheld_reason` / `key_withheld_message` say why. Callers
 * check that the session is the caller's and submitted.
 */
CREATE OR REPLACE FUNCTION private.session_review(p_session_id uuid)
 RETURNS jsonb
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select coalesce(jsonb_agg(jsonb_build_object(
    'position', sq.position, 'question_id', q.id, 'section', q.section, 'question_type', q.question_type,
    'format', q.format, 'topic', q.topic, 'difficulty_level', q.difficulty_level, 'passage', q.passage,
    'question_text', q.question_text, 'options', q.options, 'user_answer', a.user_answer,
    'is_correct', a.is_correct, 'time_spent_seconds', a.time_spent_seconds, 'flagged', coalesce(a.flagged, false),
    'key_released', r.reason is null,
    'key_withheld_reason', r.reason,
    'key_withheld_message', private.key_withheld_message(r.reason),
    'correct_answer', case when r.reason is null then k.correct_answer end,
    'accepted_answers', case when r.reason is null then to_jsonb(k.accepted_answers) end,
    'explanation', case when r.reason is null then k.explanation end
  ) order by sq.position), '[]'::jsonb)
  from public.session_questions sq
  join public.questions q on q.id = sq.question_id
  join public.question_keys k on k.question_id = q.id
  left join public.user_answers a on a.session_id = sq.session_id and a.question_id = sq.question_id
  cross join lateral (select private.key_withheld_reason(sq.user_id, q.id) as reason) r
  where sq.session_id = p_session_id
$function$;
revoke all on function private.session_review(p_session_id uuid) from public, anon, authenticated, service_role;

/** Seconds a session counts as practised: its answers' times, never more than its limit. */
CREATE OR REPLACE FUNCTION private.session_seconds(s public.user_sessions)
 RETURNS integer
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select least(coalesce(sum(a.time_spent_seconds), 0), coalesce(s.time_limit_seconds, 2147483647))::integer
  from public.user_answers a where a.session_id = s.id
$function$;
revoke all on function private.session_seconds(s public.user_sessions) from public, anon, authenticated, service_role;

/** Stores the server's remaining time on the row (it only runs down) and returns the row. */
CREATE OR REPLACE FUNCTION private.sync_clock(s public.user_sessions)
 RETURNS public.user_sessions
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if s.is_timed and s.session_status = 'active' then
    update public.user_sessions set time_remaining_seconds = least(time_remaining_seconds, private.remaining_seconds(s))
      where id = s.id returning * into s;
  end if;
  return s;
end;
$function$;
revoke all on function private.sync_clock(s public.user_sessions) from public, anon, authenticated, service_role;

/** Most time one answer can count in an untimed session, in seconds (timed ones are capped at their limit). */
CREATE OR REPLACE FUNCTION private.untimed_answer_cap()
 RETURNS integer
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$ select 3600 $function$;
revoke all on function private.untimed_answer_cap() from public, anon, authenticated, service_role;

/** Adaptive routing: module 2 / 4 is the harder tier when at least 60% of module 1 / 3 was right. */
CREATE OR REPLACE FUNCTION public.adaptive_tier(score_percent integer)
 RETURNS public.difficulty_tier
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case when score_percent >= 60 then 'harder'::public.difficulty_tier else 'easier'::public.difficulty_tier end
$function$;
revoke all on function public.adaptive_tier(score_percent integer) from public, anon, authenticated, service_role;
grant execute on function public.adaptive_tier(score_percent integer) to anon;
grant execute on function public.adaptive_tier(score_percent integer) to authenticated;
grant execute on function public.adaptive_tier(score_percent integer) to public;
grant execute on function public.adaptive_tier(score_percent integer) to service_role;
comment on function public.adaptive_tier(score_percent integer) is 'Tier of module 2/4 after a module-1/3 score percent: harder from 60%.';

/**
 * Topic and correctness of every answered question of the student's
 * submitted work in one section (a full SAT counts once it is complete), for
 * per-topic analytics: questions themselves stay closed to direct reads.
 */
CREATE OR REPLACE FUNCTION public.get_section_answers(p_section public.question_type)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function public.get_section_answers(p_section public.question_type) from public, anon, authenticated, service_role;
grant execute on function public.get_section_answers(p_section public.question_type) to authenticated;
grant execute on function public.get_section_answers(p_section public.question_type) to service_role;
comment on function public.get_section_answers(p_section public.question_type) is 'Topic and correctness of your answered questions in one section, from submitted tests and completed full SATs.';

/** One session as the client needs it to resume: the row plus the remaining time from the server deadline. */
CREATE OR REPLACE FUNCTION public.get_session(p_session_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  return private.session_json(private.sync_clock(private.lock_own_session(p_session_id)));
end;
$function$;
revoke all on function public.get_session(p_session_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.get_session(p_session_id uuid) to authenticated;
grant execute on function public.get_session(p_session_id uuid) to service_role;
comment on function public.get_session(p_session_id uuid) is 'A session with remaining_seconds from the server deadline, answers_close_at (deadline + grace) and pause state.';

/**
 * The questions of a session in order, without keys, with the student's
 * saved answer state (client_seq 0 when no numbered write was saved), as one
 * jsonb array so that no filter can run over the passages.
 */
CREATE OR REPLACE FUNCTION public.get_session_questions(p_session_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function public.get_session_questions(p_session_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.get_session_questions(p_session_id uuid) to authenticated;
grant execute on function public.get_session_questions(p_session_id uuid) to service_role;
comment on function public.get_session_questions(p_session_id uuid) is 'The questions of one of your sessions in order, without keys, with your saved answer, flag, eliminated options and time.';

/** Results of a completed session: score, analytics and each question, its key when it may be released. */
CREATE OR REPLACE FUNCTION public.get_session_result(p_session_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  s public.user_sessions := private.own_session(p_session_id);
  t public.practice_tests;
begin
  if s.full_sat_session_id is not null
     and not exists (select 1 from public.full_sat_sessions where id = s.full_sat_session_id and session_status = 'completed')
  then
    raise exception 'Module answers are released with the full SAT result, after all four modules.' using errcode = 'P0001';
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
    'is_retake', s.is_retake,
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
    'questions', private.session_review(s.id)
  );
end;
$function$;
revoke all on function public.get_session_result(p_session_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.get_session_result(p_session_id uuid) to authenticated;
grant execute on function public.get_session_result(p_session_id uuid) to service_role;
comment on function public.get_session_result(p_session_id uuid) is 'Result of a submitted section test or practice set; keys only where they may be released now. Module results come with the full SAT.';

/** The student's own sessions of one test (not full-SAT modules), newest first, at most 20. */
CREATE OR REPLACE FUNCTION public.list_test_sessions(p_test_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function public.list_test_sessions(p_test_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.list_test_sessions(p_test_id uuid) to authenticated;
grant execute on function public.list_test_sessions(p_test_id uuid) to service_role;
comment on function public.list_test_sessions(p_test_id uuid) is 'Your sessions of one practice test (not full-SAT modules), newest first, at most 20, with the server clock.';

/**
 * Pauses the countdown of a timed, active session (idempotent). The
 * deadline moves by the time spent paused, up to 10 minutes per session;
 * answers saved while paused are accepted.
 */
CREATE OR REPLACE FUNCTION public.pause_session(p_session_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  s public.user_sessions := private.lock_own_session(p_session_id);
begin
  if s.session_status <> 'active' then
    raise exception 'This test has already been submitted.' using errcode = 'P0001';
  elsif not s.is_timed then
    raise exception 'An untimed test has no countdown to pause.' using errcode = '22023';
  elsif s.paused_at is null then
    if private.remaining_seconds(s) = 0 then
      raise exception 'Time is up for this test: there is no countdown left to pause.' using errcode = 'P0001';
    elsif s.paused_seconds >= private.max_pause_seconds() then
      raise exception 'You have used the 10 minutes of pause this test allows.' using errcode = 'P0001';
    end if;
    update public.user_sessions set paused_at = now() where id = s.id returning * into s;
  end if;
  return private.session_json(s);
end;
$function$;
revoke all on function public.pause_session(p_session_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.pause_session(p_session_id uuid) to authenticated;
grant execute on function public.pause_session(p_session_id uuid) to service_role;
comment on function public.pause_session(p_session_id uuid) is 'Pauses a timed session''s countdown (at most 10 minutes of pause per session).';

/** Restarts the countdown of a paused session (idempotent): the deadline moves by the paused span (capped). */
CREATE OR REPLACE FUNCTION public.resume_session(p_session_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  s public.user_sessions := private.lock_own_session(p_session_id);
  paused integer;
begin
  if s.paused_at is not null then
    paused := least(ceil(extract(epoch from now() - s.paused_at))::integer,
                    private.max_pause_seconds() - s.paused_seconds);
    update public.user_sessions
      set deadline_at = deadline_at + make_interval(secs => paused), paused_seconds = paused_seconds + paused,
          paused_at = null
      where id = s.id returning * into s;
  end if;
  return private.session_json(private.sync_clock(s));
end;
$function$;
revoke all on function public.resume_session(p_session_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.resume_session(p_session_id uuid) to authenticated;
grant execute on function public.resume_session(p_session_id uuid) to service_role;
comment on function public.resume_session(p_session_id uuid) is 'Resumes a paused countdown; the deadline moves by the paused span.';

/**
 * Saves the student's state for one question of an active session: the
 * answer (empty clears it), the time spent (kept at its highest, capped at
 * the session's limit), and, when given, mark-for-review and eliminated
 * options. `p_client_seq` grows with each change the client makes to the
 * question (epoch ms): a write older than the stored one is not applied
 * (applied = false, the stored state is returned); ties and null apply.
 * Timed sessions take answers until their deadline plus the grace period.
 */
CREATE OR REPLACE FUNCTION public.save_answer(p_session_id uuid, p_question_id uuid, p_answer text, p_time_spent_seconds integer DEFAULT 0, p_client_seq bigint DEFAULT NULL::bigint, p_flagged boolean DEFAULT NULL::boolean, p_eliminated text DEFAULT NULL::text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  uid uuid := private.require_student();
  s public.user_sessions;
  fmt public.question_format;
  clean text;
  struck text;
  spent integer;
  saved public.user_answers;
  applied boolean := true;
begin
  -- A share lock orders this save against a concurrent submit of the same session.
  select * into s from public.user_sessions where id = p_session_id and user_id = uid for share;
  if not found then
    raise exception 'Test session not found.' using errcode = 'PT404';
  end if;
  if s.session_status = 'cancelled' then
    raise exception 'This test was cancelled when a new attempt started; its answers can no longer change.'
      using errcode = 'P0001';
  elsif s.session_status <> 'active' then
    raise exception 'This test has already been submitted; its answers can no longer change.' using errcode = 'P0001';
  end if;
  if s.is_timed and now() > private.effective_deadline(s) + private.answer_grace() then
    raise exception 'Time is up for this test: answers after the deadline can''t be saved.' using errcode = 'P0001';
  end if;
  select q.format into fmt
    from public.session_questions sq join public.questions q on q.id = sq.question_id
    where sq.session_id = s.id and sq.question_id = p_question_id;
  if not found then
    raise exception 'This question is not part of this test.' using errcode = '22023';
  end if;
  if p_time_spent_seconds is null or p_time_spent_seconds < 0 then
    raise exception 'Time spent must be a number of seconds, 0 or more.' using errcode = '22023';
  end if;
  spent := least(p_time_spent_seconds, private.answer_time_cap(s));
  clean := private.normalize_answer(fmt, p_answer);
  struck := private.normalize_eliminated(fmt, p_eliminated);

  -- The sequence check sits in the upsert itself, so two writes racing for
  -- the same question are ordered by the row lock, not by arrival.
  insert into public.user_answers as a (session_id, question_id, user_id, user_answer, time_spent_seconds, answered_at,
    flagged, eliminated, client_seq)
  values (s.id, p_question_id, uid, clean, spent, case when clean is not null then now() end,
    coalesce(p_flagged, false), coalesce(struck, ''), p_client_seq)
  on conflict (session_id, question_id) do update
    set user_answer = excluded.user_answer,
        time_spent_seconds = greatest(a.time_spent_seconds, excluded.time_spent_seconds),
        answered_at = case when excluded.user_answer is not null then now() else a.answered_at end,
        flagged = coalesce(p_flagged, a.flagged),
        eliminated = coalesce(struck, a.eliminated),
        client_seq = coalesce(excluded.client_seq, a.client_seq)
    where excluded.client_seq is null or a.client_seq is null or excluded.client_seq >= a.client_seq
  returning * into saved;
  if not found then
    -- Stale: a newer change is stored; report it unchanged.
    applied := false;
    select * into saved from public.user_answers where session_id = s.id and question_id = p_question_id;
  end if;
  return jsonb_build_object('question_id', saved.question_id, 'user_answer', saved.user_answer,
    'flagged', saved.flagged, 'eliminated', saved.eliminated, 'time_spent_seconds', saved.time_spent_seconds,
    'client_seq', coalesce(saved.client_seq, 0), 'answered_at', saved.answered_at, 'applied', applied);
end;
$function$;
revoke all on function public.save_answer(p_session_id uuid, p_question_id uuid, p_answer text, p_time_spent_seconds integer, p_client_seq bigint, p_flagged boolean, p_eliminated text) from public, anon, authenticated, service_role;
grant execute on function public.save_answer(p_session_id uuid, p_question_id uuid, p_answer text, p_time_spent_seconds integer, p_client_seq bigint, p_flagged boolean, p_eliminated text) to authenticated;
grant execute on function public.save_answer(p_session_id uuid, p_question_id uuid, p_answer text, p_time_spent_seconds integer, p_client_seq bigint, p_flagged boolean, p_eliminated text) to service_role;
comment on function public.save_answer(p_session_id uuid, p_question_id uuid, p_answer text, p_time_spent_seconds integer, p_client_seq bigint, p_flagged boolean, p_eliminated text) is 'Saves one question''s answer, flag and eliminated options; an older client_seq never replaces a newer one (applied=false). Refused after the deadline plus grace.';

/**
 * Saves where the student is and the time the client shows: the stored
 * time left is the least of the client's figure and the server deadline's.
 */
CREATE OR REPLACE FUNCTION public.save_progress(p_session_id uuid, p_current_question integer, p_time_remaining_seconds integer DEFAULT NULL::integer)
 RETURNS public.user_sessions
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  s public.user_sessions := private.lock_own_session(p_session_id);
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
          then least(time_remaining_seconds, coalesce(p_time_remaining_seconds, time_remaining_seconds),
                     private.remaining_seconds(s)) end
    where id = s.id
    returning * into s;
  return s;
end;
$function$;
revoke all on function public.save_progress(p_session_id uuid, p_current_question integer, p_time_remaining_seconds integer) from public, anon, authenticated, service_role;
grant execute on function public.save_progress(p_session_id uuid, p_current_question integer, p_time_remaining_seconds integer) to authenticated;
grant execute on function public.save_progress(p_session_id uuid, p_current_question integer, p_time_remaining_seconds integer) to service_role;
comment on function public.save_progress(p_session_id uuid, p_current_question integer, p_time_remaining_seconds integer) is 'Saves the current question and the time left (never more than the server deadline allows).';

/** Estimated percentile for a total score (our table, not College Board's). */
CREATE OR REPLACE FUNCTION public.score_percentile(total integer)
 RETURNS integer
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case
    when total >= 1580 then 99
    when total >= 1500 then 95
    when total >= 1400 then 90
    when total >= 1300 then 80
    when total >= 1200 then 70
    when total >= 1100 then 60
    when total >= 1000 then 50
    when total >= 900 then 40
    when total >= 800 then 30
    else 20
  end
$function$;
revoke all on function public.score_percentile(total integer) from public, anon, authenticated, service_role;
grant execute on function public.score_percentile(total integer) to anon;
grant execute on function public.score_percentile(total integer) to authenticated;
grant execute on function public.score_percentile(total integer) to public;
grant execute on function public.score_percentile(total integer) to service_role;
comment on function public.score_percentile(total integer) is 'Estimated percentile of a total score (our table).';

/** Estimated section score (200-800) from the fraction of the section answered correctly (0 to 1). */
CREATE OR REPLACE FUNCTION public.section_score(fraction numeric)
 RETURNS integer
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
begin
  if fraction is null or fraction = 'NaN'::numeric or fraction < 0 or fraction > 1 then
    raise exception 'The fraction answered correctly must be a number from 0 to 1.' using errcode = '22023';
  end if;
  return case
    when fraction >= 0.95 then 800
    when fraction >= 0.90 then 750
    when fraction >= 0.85 then 700
    when fraction >= 0.80 then 650
    when fraction >= 0.75 then 600
    when fraction >= 0.70 then 550
    when fraction >= 0.65 then 500
    when fraction >= 0.60 then 450
    when fraction >= 0.55 then 400
    when fraction >= 0.50 then 350
    when fraction >= 0.40 then 300
    when fraction >= 0.30 then 250
    else 200
  end;
end;
$function$;
revoke all on function public.section_score(fraction numeric) from public, anon, authenticated, service_role;
grant execute on function public.section_score(fraction numeric) to anon;
grant execute on function public.section_score(fraction numeric) to authenticated;
grant execute on function public.section_score(fraction numeric) to public;
grant execute on function public.section_score(fraction numeric) to service_role;
comment on function public.section_score(fraction numeric) is 'Estimated section score (200-800) for a fraction answered correctly from 0 to 1; anything else is 22023.';

/**
 * Does `answer` match the accepted answer `key`? Values are compared exactly
 * (7/2 = 3.5 = 3.50); a decimal that fills the whole width may also be the
 * key's value truncated or rounded to that many places (.6666 or .6667 for
 * 2/3, but not .66). Parses fractions itself so that nothing internal has to
 * be executable by the API roles.
 */
CREATE OR REPLACE FUNCTION public.spr_matches(answer text, key text)
 RETURNS boolean
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  an numeric; ad numeric; kn numeric; kd numeric;
  places integer;
  v numeric;
  av numeric;
begin
  if answer is null or key is null then
    return false;
  end if;
  an := case when position('/' in answer) > 0 then split_part(answer, '/', 1)::numeric else answer::numeric end;
  ad := case when position('/' in answer) > 0 then split_part(answer, '/', 2)::numeric else 1 end;
  kn := case when position('/' in key) > 0 then split_part(key, '/', 1)::numeric else key::numeric end;
  kd := case when position('/' in key) > 0 then split_part(key, '/', 2)::numeric else 1 end;
  if an * kd = kn * ad then
    return true;
  end if;
  if position('/' in answer) > 0 or position('.' in answer) = 0
     or length(answer) < (case when left(answer, 1) = '-' then 6 else 5 end) then
    return false;
  end if;
  places := length(split_part(answer, '.', 2));
  v := kn / kd;
  av := answer::numeric;
  return av = trunc(v, places) or av = round(v, places);
end;
$function$;
revoke all on function public.spr_matches(answer text, key text) from public, anon, authenticated, service_role;
grant execute on function public.spr_matches(answer text, key text) to anon;
grant execute on function public.spr_matches(answer text, key text) to authenticated;
grant execute on function public.spr_matches(answer text, key text) to public;
grant execute on function public.spr_matches(answer text, key text) to service_role;
comment on function public.spr_matches(answer text, key text) is 'Whether a cleaned student-produced response matches an accepted answer (value, or a full-width truncation/rounding).';

/**
 * Cleans a student-produced response or raises a clear message (SQLSTATE
 * 22023) saying what to fix. Empty input means "no answer" and gives null.
 */
CREATE OR REPLACE FUNCTION public.spr_normalize(answer text)
 RETURNS text
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  s text := btrim(coalesce(answer, ''));
begin
  if s = '' then
    return null;
  elsif s ~ '%' then
    raise exception 'Enter the number without a percent sign (for 25%% enter 25).' using errcode = '22023';
  elsif s ~ '\$' then
    raise exception 'Enter the number without a dollar sign.' using errcode = '22023';
  elsif s ~ ',' then
    raise exception 'Do not use commas: enter 1500, not 1,500.' using errcode = '22023';
  elsif s ~ '^-?\d+\s+\d+\s*/\s*\d+$' then
    raise exception 'Mixed numbers are not accepted: enter 3 1/2 as 7/2 or 3.5.' using errcode = '22023';
  elsif s !~ '^-?(\d+|\d*\.\d+|\d+/\d+)$' then
    raise exception 'Enter a number, a decimal such as 1.5 or a fraction such as 1/2.' using errcode = '22023';
  elsif length(s) > (case when left(s, 1) = '-' then 6 else 5 end) then
    raise exception 'Your answer is too long: use at most 5 characters (6 with a minus sign).' using errcode = '22023';
  elsif s ~ '/0+$' then
    raise exception 'A fraction cannot have 0 as its denominator.' using errcode = '22023';
  end if;
  return s;
end;
$function$;
revoke all on function public.spr_normalize(answer text) from public, anon, authenticated, service_role;
grant execute on function public.spr_normalize(answer text) to anon;
grant execute on function public.spr_normalize(answer text) to authenticated;
grant execute on function public.spr_normalize(answer text) to public;
grant execute on function public.spr_normalize(answer text) to service_role;
comment on function public.spr_normalize(answer text) is 'Cleans a student-produced response (official SAT rules) or raises 22023 with the message to show.';

/**
 * Starts a single test, or resumes the student's active session of it.
 * Section tests can be timed (the test's limit, enforced by a server
 * deadline) or untimed. A student who already completed the test gets a
 * retake: the same questions in a new order, marked is_retake.
 */
CREATE OR REPLACE FUNCTION public.start_test_session(p_test_id uuid, p_timed boolean DEFAULT true)
 RETURNS public.user_sessions
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  uid uuid := private.require_student();
  t public.practice_tests;
  s public.user_sessions;
  ids uuid[];
  retake boolean;
begin
  if p_test_id is null then
    raise exception 'Choose a practice test to start.' using errcode = '22023';
  end if;
  select * into t from public.practice_tests where id = p_test_id and is_active;
  if not found then
    raise exception 'Practice test not found.' using errcode = 'PT404';
  end if;
  if t.test_type = 'full_sat' then
    raise exception 'The full SAT runs module by module: use start_full_sat.' using errcode = '22023';
  elsif t.test_type = 'custom' then
    raise exception 'This practice is built from your own questions: use start_practice_set.' using errcode = '22023';
  end if;
  s := private.active_session(uid, t.id);
  if s.id is not null then
    return private.sync_clock(s);
  end if;
  retake := exists (select 1 from public.user_sessions where user_id = uid and practice_test_id = t.id
                    and session_status = 'completed' and full_sat_session_id is null);
  -- Pools are exactly sized: a retake meets the same questions, shuffled.
  select array_agg(q.id order by case when retake then q.shuffle end, q.order_index, q.external_id) into ids
  from (
    select id, order_index, external_id, random() as shuffle from public.questions
    where practice_test_id = t.id order by order_index, external_id limit t.question_count
  ) q;
  if ids is null then
    raise exception 'No questions found for this test. Please contact your instructor.' using errcode = 'PT404';
  end if;
  return private.open_session(uid, t, ids, p_timed, retake);
end;
$function$;
revoke all on function public.start_test_session(p_test_id uuid, p_timed boolean) from public, anon, authenticated, service_role;
grant execute on function public.start_test_session(p_test_id uuid, p_timed boolean) to authenticated;
grant execute on function public.start_test_session(p_test_id uuid, p_timed boolean) to service_role;
comment on function public.start_test_session(p_test_id uuid, p_timed boolean) is 'Starts (or resumes) a section test, timed with a server deadline or untimed; a retake is marked is_retake and reshuffled.';

/**
 * Submits a single test (also after its time ran out: it grades what was
 * saved) and returns the result. Submitting again returns the same result.
 */
CREATE OR REPLACE FUNCTION public.submit_session(p_session_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  s public.user_sessions := private.lock_own_session(p_session_id);
  g record;
begin
  if s.full_sat_session_id is not null then
    raise exception 'Full SAT modules are submitted with complete_module.' using errcode = '22023';
  end if;
  if s.session_status = 'active' then
    select * into g from private.grade_session(s.id);
    update public.user_sessions
      set session_status = 'completed', completed_at = now(), correct_count = g.correct,
          total_score = round(g.correct::numeric / g.total * 1600),
          score_percent = round(100.0 * g.correct / g.total),
          time_remaining_seconds = case when is_timed then 0 end, paused_at = null
      where id = s.id;
  end if;
  return public.get_session_result(s.id);
end;
$function$;
revoke all on function public.submit_session(p_session_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.submit_session(p_session_id uuid) to authenticated;
grant execute on function public.submit_session(p_session_id uuid) to service_role;
comment on function public.submit_session(p_session_id uuid) is 'Grades and submits a section test or practice set (also after the deadline) and returns its result.';
