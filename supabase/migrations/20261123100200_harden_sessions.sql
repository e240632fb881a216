-- Session hardening: a server deadline for every timed session (answers are
-- accepted until deadline + grace), pause/resume with a capped pause,
-- retakes marked and reshuffled, answers that keep the newest client write
-- (with mark-for-review and eliminated options), results that release a key
-- only when private.key_withheld_reason allows it, clear 4xx errors, and
-- every internal helper in `private`.

-- Cancelled module sessions are neither graded nor active.
alter table public.user_sessions drop constraint user_sessions_completed_graded;
alter table public.user_sessions add constraint user_sessions_completed_graded
  check (session_status <> 'completed' or correct_count is not null);

alter table public.user_sessions
  -- The student had already completed this test when the session started.
  add column is_retake boolean not null default false,
  -- When a timed session's time runs out (moves later by the time spent paused).
  add column deadline_at timestamptz,
  -- Set while the countdown is paused.
  add column paused_at timestamptz,
  -- Pause already used (capped, so pausing cannot buy unlimited time).
  add column paused_seconds integer not null default 0
    constraint user_sessions_paused_range check (paused_seconds between 0 and 600);
update public.user_sessions set deadline_at = created_at + make_interval(secs => time_limit_seconds) where is_timed;
alter table public.user_sessions
  add constraint user_sessions_deadline check (is_timed = (deadline_at is not null)),
  add constraint user_sessions_pause_timed check (paused_at is null or (is_timed and session_status = 'active'));

alter table public.user_answers
  -- Mark for review, kept with the answer so a reload or another device restores it.
  add column flagged boolean not null default false,
  -- Struck-out options, distinct letters in order ('BD').
  add column eliminated text not null default '' constraint user_answers_eliminated_shape check (eliminated ~ '^A?B?C?D?$'),
  -- The client's sequence number of the write that set this state; older writes never replace newer ones
  -- (null until a numbered write arrives; reported as 0).
  add column client_seq bigint;

/** Grace after a timed session's deadline during which answers are still saved (an offline client reconnecting). */
create function private.answer_grace() returns interval
language sql immutable
set search_path = ''
as $$ select interval '15 minutes' $$;

/** Most a timed session can be paused in total, in seconds. */
create function private.max_pause_seconds() returns integer
language sql immutable
set search_path = ''
as $$ select 600 $$;

/** Most time one answer can count in an untimed session, in seconds (timed ones are capped at their limit). */
create function private.untimed_answer_cap() returns integer
language sql immutable
set search_path = ''
as $$ select 3600 $$;

/** The signed-in, entitled student, or a clear error. */
create function private.require_student() returns uuid
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

/** The caller's session, locked; a missing id or another student's session is reported as not found (404). */
create function private.lock_own_session(p_session_id uuid) returns public.user_sessions
language plpgsql security definer
set search_path = ''
as $$
declare
  s public.user_sessions;
begin
  select * into s from public.user_sessions where id = p_session_id and user_id = private.require_student() for update;
  if not found then
    raise exception 'Test session not found.' using errcode = 'PT404';
  end if;
  return s;
end;
$$;

/** The caller's session without a lock, or not found (404). */
create function private.own_session(p_session_id uuid) returns public.user_sessions
language plpgsql stable security definer
set search_path = ''
as $$
declare
  s public.user_sessions;
begin
  select * into s from public.user_sessions where id = p_session_id and user_id = private.require_student();
  if not found then
    raise exception 'Test session not found.' using errcode = 'PT404';
  end if;
  return s;
end;
$$;

/** Cleans an answer for a question's format, or raises a clear message. Empty means unanswered. */
create function private.normalize_answer(format public.question_format, answer text) returns text
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

/** Struck-out options as distinct letters in order ('db' -> 'BD'), or a clear message. Null stays null. */
create function private.normalize_eliminated(format public.question_format, eliminated text) returns text
language plpgsql immutable
set search_path = ''
as $$
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
$$;

/** When a timed session's countdown ends, counting an ongoing pause (up to the pause cap); null when untimed. */
create function private.effective_deadline(s public.user_sessions) returns timestamptz
language sql stable
set search_path = ''
as $$
  select case
    when not s.is_timed then null
    when s.paused_at is null then s.deadline_at
    else s.deadline_at + least(now() - s.paused_at, make_interval(secs => private.max_pause_seconds() - s.paused_seconds))
  end
$$;

/** Seconds left on a timed session by the server clock (0 once submitted); null when untimed. */
create function private.remaining_seconds(s public.user_sessions) returns integer
language sql stable
set search_path = ''
as $$
  select case
    when not s.is_timed then null
    when s.session_status <> 'active' then 0
    else least(s.time_limit_seconds,
               greatest(0, ceil(extract(epoch from private.effective_deadline(s) - now()))::integer))
  end
$$;

/** Most seconds one answer of this session can count. */
create function private.answer_time_cap(s public.user_sessions) returns integer
language sql immutable
set search_path = ''
as $$
  select coalesce(s.time_limit_seconds, private.untimed_answer_cap())
$$;

/** A session as the client sees it, with the remaining time from the server deadline. */
create function private.session_json(s public.user_sessions) returns jsonb
language sql stable
set search_path = ''
as $$
  select to_jsonb(s) || jsonb_build_object(
    'time_remaining_seconds', private.remaining_seconds(s),
    'remaining_seconds', private.remaining_seconds(s),
    'answers_close_at', private.effective_deadline(s) + private.answer_grace(),
    'grace_seconds', extract(epoch from private.answer_grace())::integer,
    'paused', s.paused_at is not null,
    'pause_seconds_left', case when s.is_timed then private.max_pause_seconds() - s.paused_seconds
      - coalesce(least(floor(extract(epoch from now() - s.paused_at))::integer,
                       private.max_pause_seconds() - s.paused_seconds), 0) end)
$$;

/** Stores the server's remaining time on the row (it only runs down) and returns the row. */
create function private.sync_clock(s public.user_sessions) returns public.user_sessions
language plpgsql security definer
set search_path = ''
as $$
begin
  if s.is_timed and s.session_status = 'active' then
    update public.user_sessions set time_remaining_seconds = least(time_remaining_seconds, private.remaining_seconds(s))
      where id = s.id returning * into s;
  end if;
  return s;
end;
$$;

/** The student's active (non-module) session of a test, if any. */
create function private.active_session(p_user_id uuid, p_test_id uuid) returns public.user_sessions
language sql stable security definer
set search_path = ''
as $$
  select * from public.user_sessions
  where user_id = p_user_id and practice_test_id = p_test_id and session_status = 'active' and full_sat_session_id is null
$$;

/**
 * Opens a session of test `t` over `question_ids` (in that order), timed by
 * the test's limit (with its server deadline) or untimed. A parallel call
 * that opened one first wins, and its session is returned.
 */
create function private.open_session(
  p_user_id uuid, t public.practice_tests, question_ids uuid[], p_timed boolean, p_retake boolean
) returns public.user_sessions
language plpgsql security definer
set search_path = ''
as $$
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
$$;

/**
 * Grades every question of a session: unanswered questions get an empty,
 * incorrect answer; analytics are rewritten per question type; answered
 * questions join the student's review totals.
 */
create function private.grade_session(p_session_id uuid, out correct integer, out total integer)
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
$$;

/**
 * Every question of a session in order, with the student's answer and its
 * grade. The key and explanation are released per question only when
 * private.key_withheld_reason allows it at this moment; otherwise they are
 * null and `key_withheld_reason` / `key_withheld_message` say why. Callers
 * check that the session is the caller's and submitted.
 */
create function private.session_review(p_session_id uuid) returns jsonb
language sql stable security definer
set search_path = ''
as $$
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
$$;

/** Seconds a session counts as practised: its answers' times, never more than its limit. */
create function private.session_seconds(s public.user_sessions) returns integer
language sql stable security definer
set search_path = ''
as $$
  select least(coalesce(sum(a.time_spent_seconds), 0), coalesce(s.time_limit_seconds, 2147483647))::integer
  from public.user_answers a where a.session_id = s.id
$$;

-- Public RPCs ---------------------------------------------------------------

/**
 * Starts a single test, or resumes the student's active session of it.
 * Section tests can be timed (the test's limit, enforced by a server
 * deadline) or untimed. A student who already completed the test gets a
 * retake: the same questions in a new order, marked is_retake.
 */
create or replace function public.start_test_session(p_test_id uuid, p_timed boolean default true)
returns public.user_sessions
language plpgsql security definer
set search_path = ''
as $$
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
$$;

/** One session as the client needs it to resume: the row plus the remaining time from the server deadline. */
create function public.get_session(p_session_id uuid) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
begin
  return private.session_json(private.sync_clock(private.lock_own_session(p_session_id)));
end;
$$;

drop function public.get_session_questions(uuid);
/**
 * The questions of a session in order, without keys, with the student's
 * saved answer state (client_seq 0 when no numbered write was saved).
 */
create function public.get_session_questions(p_session_id uuid)
returns table (
  "position" integer, question_id uuid, section public.section_type, question_type public.question_type,
  format public.question_format, domain text, topic text, difficulty_level smallint, passage text,
  question_text text, options jsonb, user_answer text, flagged boolean, eliminated text, time_spent_seconds integer,
  client_seq bigint, is_favorite boolean
)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  s public.user_sessions := private.own_session(p_session_id);
begin
  return query
    select sq.position, q.id, q.section, q.question_type, q.format, q.domain, q.topic, q.difficulty_level,
           q.passage, q.question_text, q.options, a.user_answer, coalesce(a.flagged, false), coalesce(a.eliminated, ''),
           coalesce(a.time_spent_seconds, 0), coalesce(a.client_seq, 0),
           exists (select 1 from public.favorites f where f.user_id = s.user_id and f.question_id = q.id)
    from public.session_questions sq
    join public.questions q on q.id = sq.question_id
    left join public.user_answers a on a.session_id = sq.session_id and a.question_id = sq.question_id
    where sq.session_id = s.id
    order by sq.position;
end;
$$;

drop function public.save_answer(uuid, uuid, text, integer);
/**
 * Saves the student's state for one question of an active session: the
 * answer (empty clears it), the time spent (kept at its highest, capped at
 * the session's limit), and, when given, mark-for-review and eliminated
 * options. `p_client_seq` grows with each change the client makes to the
 * question (epoch ms): a write older than the stored one is not applied
 * (applied = false, the stored state is returned); ties and null apply.
 * Timed sessions take answers until their deadline plus the grace period.
 */
create function public.save_answer(
  p_session_id uuid, p_question_id uuid, p_answer text, p_time_spent_seconds integer default 0,
  p_client_seq bigint default null, p_flagged boolean default null, p_eliminated text default null
) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
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
$$;

/**
 * Saves where the student is and the time the client shows: the stored
 * time left is the least of the client's figure and the server deadline's.
 */
create or replace function public.save_progress(
  p_session_id uuid, p_current_question integer, p_time_remaining_seconds integer default null
) returns public.user_sessions
language plpgsql security definer
set search_path = ''
as $$
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
$$;

/**
 * Pauses the countdown of a timed, active session (idempotent). The
 * deadline moves by the time spent paused, up to 10 minutes per session;
 * answers saved while paused are accepted.
 */
create function public.pause_session(p_session_id uuid) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
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
$$;

/** Restarts the countdown of a paused session (idempotent): the deadline moves by the paused span (capped). */
create function public.resume_session(p_session_id uuid) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
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
$$;

/** Results of a completed session: score, analytics and each question, its key when it may be released. */
create or replace function public.get_session_result(p_session_id uuid) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
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
$$;

/**
 * Submits a single test (also after its time ran out: it grades what was
 * saved) and returns the result. Submitting again returns the same result.
 */
create or replace function public.submit_session(p_session_id uuid) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
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
$$;

revoke execute on all functions in schema private from public, anon, authenticated;
revoke execute on function public.start_test_session(uuid, boolean), public.get_session(uuid),
  public.get_session_questions(uuid), public.save_answer(uuid, uuid, text, integer, bigint, boolean, text),
  public.save_progress(uuid, integer, integer), public.pause_session(uuid), public.resume_session(uuid),
  public.get_session_result(uuid), public.submit_session(uuid)
  from public, anon;
grant execute on function public.start_test_session(uuid, boolean), public.get_session(uuid),
  public.get_session_questions(uuid), public.save_answer(uuid, uuid, text, integer, bigint, boolean, text),
  public.save_progress(uuid, integer, integer), public.pause_session(uuid), public.resume_session(uuid),
  public.get_session_result(uuid), public.submit_session(uuid)
  to authenticated;

comment on function public.start_test_session(uuid, boolean) is
  'Starts (or resumes) a section test, timed with a server deadline or untimed; a retake is marked is_retake and reshuffled.';
comment on function public.get_session(uuid) is
  'A session with remaining_seconds from the server deadline, answers_close_at (deadline + grace) and pause state.';
comment on function public.get_session_questions(uuid) is
  'A session''s questions in order, without keys, with the saved answer, flag, eliminated options, time and client_seq.';
comment on function public.save_answer(uuid, uuid, text, integer, bigint, boolean, text) is
  'Saves one question''s answer, flag and eliminated options; an older client_seq never replaces a newer one (applied=false). Refused after the deadline plus grace.';
comment on function public.save_progress(uuid, integer, integer) is
  'Saves the current question and the time left (never more than the server deadline allows).';
comment on function public.pause_session(uuid) is
  'Pauses a timed session''s countdown (at most 10 minutes of pause per session).';
comment on function public.resume_session(uuid) is 'Resumes a paused countdown; the deadline moves by the paused span.';
comment on function public.get_session_result(uuid) is
  'Result of a submitted section test or practice set; keys only where they may be released now. Module results come with the full SAT.';
comment on function public.submit_session(uuid) is
  'Grades and submits a section test or practice set (also after the deadline) and returns its result.';
