-- Baseline (review and cards): favourites, review attempts,
-- spaced-repetition cards, practice sets and history.
-- Squashed from the migrations of 2026-11-21 to 2026-11-23; from here on every
-- change is a new migration (docs/migrations.md). supabase/schema.sql shows
-- the current definition of every object.

-- Function bodies refer to tables and functions of later baseline files.
set check_function_bodies = false;

/**
 * Per-student, per-question totals of graded attempts (answered questions of
 * submitted tests and review checks): the source of review statistics and
 * weak areas, so they read one row per question however many attempts a
 * student makes. Kept up to date by grading (private.grade_session) and by a
 * statement trigger on review_attempts.
 */
create table private.question_stats (
  user_id uuid not null,
  question_id uuid not null,
  tries integer default 0 not null,
  rights integer default 0 not null,
  last_reviewed_at timestamp with time zone,
  constraint question_stats_pkey PRIMARY KEY (user_id, question_id),
  constraint question_stats_rights_range CHECK (rights >= 0 AND rights <= tries),
  constraint question_stats_tries_nonnegative CHECK (tries >= 0),
  constraint question_stats_question_id_fkey FOREIGN KEY (question_id) REFERENCES public.questions(id) ON DELETE CASCADE,
  constraint question_stats_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE
);
revoke all on table private.question_stats from public, anon, authenticated, service_role;

-- A student's favourite questions, for review and favourites practice.
create table public.favorites (
  user_id uuid default auth.uid() not null,
  question_id uuid not null,
  created_at timestamp with time zone default now() not null,
  constraint favorites_pkey PRIMARY KEY (user_id, question_id),
  constraint favorites_question_id_fkey FOREIGN KEY (question_id) REFERENCES public.questions(id) ON DELETE CASCADE,
  constraint favorites_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE
);
CREATE INDEX favorites_question_idx ON public.favorites USING btree (question_id);
alter table public.favorites enable row level security;
create policy "students add their own favorites" on public.favorites for insert to authenticated
  with check (((user_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_entitled() AS is_entitled)));
create policy "students read their own favorites" on public.favorites for select to authenticated
  using (((user_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_entitled() AS is_entitled)));
create policy "students remove their own favorites" on public.favorites for delete to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)));
revoke all on table public.favorites from public, anon, authenticated, service_role;
grant delete, insert, select on table public.favorites to authenticated;
grant delete, insert, maintain, references, select, trigger, truncate, update on table public.favorites to service_role;

/** Adds a batch of graded attempts (question, correct?, reviewed at) to the student's totals. */
CREATE OR REPLACE FUNCTION private.count_review_attempts()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  insert into private.question_stats as st (user_id, question_id, tries, rights, last_reviewed_at)
  select user_id, question_id, count(*), count(*) filter (where is_correct), max(created_at)
  from added group by user_id, question_id
  on conflict (user_id, question_id) do update
    set tries = st.tries + excluded.tries, rights = st.rights + excluded.rights,
        last_reviewed_at = greatest(st.last_reviewed_at, excluded.last_reviewed_at);
  return null;
end;
$function$;
revoke all on function private.count_review_attempts() from public, anon, authenticated, service_role;

/** A wrong review check: the question joins the queue (an existing card is left to its next rating). */
CREATE OR REPLACE FUNCTION private.enqueue_review_mistakes()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  insert into public.review_cards (user_id, question_id, source)
  select distinct user_id, question_id, 'review' from added where not is_correct
  on conflict (user_id, question_id) do nothing;
  return null;
end;
$function$;
revoke all on function private.enqueue_review_mistakes() from public, anon, authenticated, service_role;

create table public.review_attempts (
  id uuid default gen_random_uuid() not null,
  user_id uuid not null,
  question_id uuid not null,
  user_answer text not null,
  is_correct boolean not null,
  created_at timestamp with time zone default now() not null,
  constraint review_attempts_pkey PRIMARY KEY (id),
  constraint review_attempts_shape CHECK (user_answer ~ '^([A-D]|-?[0-9./]{1,5})$'::text),
  constraint review_attempts_question_id_fkey FOREIGN KEY (question_id) REFERENCES public.questions(id) ON DELETE CASCADE,
  constraint review_attempts_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE
);
CREATE INDEX review_attempts_question_idx ON public.review_attempts USING btree (user_id, question_id);
CREATE INDEX review_attempts_user_idx ON public.review_attempts USING btree (user_id, created_at DESC);
alter table public.review_attempts enable row level security;
create policy "students read their own review attempts" on public.review_attempts for select to authenticated
  using (((user_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_entitled() AS is_entitled)));
CREATE TRIGGER review_attempts_count AFTER INSERT ON public.review_attempts REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION private.count_review_attempts();
CREATE TRIGGER review_attempts_enqueue_mistakes AFTER INSERT ON public.review_attempts REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION private.enqueue_review_mistakes();
revoke all on table public.review_attempts from public, anon, authenticated, service_role;
grant select on table public.review_attempts to authenticated;
grant delete, insert, maintain, references, select, trigger, truncate, update on table public.review_attempts to service_role;

create table public.review_cards (
  user_id uuid default auth.uid() not null,
  question_id uuid not null,
  -- ts-fsrs createEmptyCard(now): due now, everything else zero, state New.
  due timestamp with time zone default now() not null,
  stability double precision default 0 not null,
  difficulty double precision default 0 not null,
  elapsed_days integer default 0 not null,
  scheduled_days integer default 0 not null,
  learning_steps integer default 0 not null,
  reps integer default 0 not null,
  lapses integer default 0 not null,
  -- 0 New, 1 Learning, 2 Review, 3 Relearning (ts-fsrs State).
  state smallint default 0 not null,
  last_review timestamp with time zone,
  -- Where the mistake was made: a submitted test or a review check.
  source text not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  constraint review_cards_pkey PRIMARY KEY (user_id, question_id),
  constraint review_cards_difficulty_range CHECK (difficulty = 0::double precision OR difficulty >= 1::double precision AND difficulty <= 10::double precision),
  constraint review_cards_elapsed_nonnegative CHECK (elapsed_days >= 0),
  constraint review_cards_lapses_range CHECK (lapses >= 0 AND lapses <= reps),
  -- A card that was never rated is the empty card.
  constraint review_cards_new_unrated CHECK (reps > 0 OR state = 0 AND last_review IS NULL AND stability = 0::double precision),
  constraint review_cards_reps_nonnegative CHECK (reps >= 0),
  constraint review_cards_scheduled_nonnegative CHECK (scheduled_days >= 0),
  constraint review_cards_source CHECK (source = ANY (ARRAY['test'::text, 'review'::text])),
  -- Up to ts-fsrs's S_MAX (36500 days, which it reaches exactly). NaN fails this (NaN sorts above
  -- every number), as does infinity.
  constraint review_cards_stability_range CHECK (stability >= 0::double precision AND stability <= 36500::double precision),
  constraint review_cards_state_range CHECK (state >= 0 AND state <= 3),
  constraint review_cards_steps_nonnegative CHECK (learning_steps >= 0),
  constraint review_cards_question_id_fkey FOREIGN KEY (question_id) REFERENCES public.questions(id) ON DELETE CASCADE,
  constraint review_cards_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE
);
CREATE INDEX review_cards_due_idx ON public.review_cards USING btree (user_id, due);
CREATE INDEX review_cards_question_idx ON public.review_cards USING btree (question_id);
alter table public.review_cards enable row level security;
create policy "students read their own review cards" on public.review_cards for select to authenticated
  using (((user_id = ( SELECT auth.uid() AS uid)) AND ( SELECT private.is_entitled() AS is_entitled)));
CREATE TRIGGER review_cards_updated_at BEFORE UPDATE ON public.review_cards FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();
revoke all on table public.review_cards from public, anon, authenticated, service_role;
grant select on table public.review_cards to authenticated;
grant delete, insert, maintain, references, select, trigger, truncate, update on table public.review_cards to service_role;
comment on table public.review_cards is 'FSRS cards of the mistakes queue, one per question per student. Read your own; written only through rate_review_card and the server.';

/** The fields of a ts-fsrs 5.x Card, as rate_review_card accepts them. */
CREATE OR REPLACE FUNCTION private.card_fields()
 RETURNS text[]
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select array['due', 'stability', 'difficulty', 'elapsed_days', 'scheduled_days', 'learning_steps', 'reps', 'lapses',
               'state', 'last_review']
$function$;
revoke all on function private.card_fields() from public, anon, authenticated, service_role;

/** The student-facing fields of a card (ts-fsrs Card, plus where it came from). */
CREATE OR REPLACE FUNCTION private.card_json(c public.review_cards)
 RETURNS jsonb
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case when c.question_id is not null then jsonb_build_object(
    'due', c.due, 'stability', c.stability, 'difficulty', c.difficulty, 'elapsed_days', c.elapsed_days,
    'scheduled_days', c.scheduled_days, 'learning_steps', c.learning_steps, 'reps', c.reps, 'lapses', c.lapses,
    'state', c.state, 'last_review', c.last_review, 'source', c.source) end
$function$;
revoke all on function private.card_json(c public.review_cards) from public, anon, authenticated, service_role;

/** `p_card ->> p_field` as a number, or a clear 400 naming the field. */
CREATE OR REPLACE FUNCTION private.card_number(p_card jsonb, p_field text, p_integer boolean)
 RETURNS double precision
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  v numeric;
begin
  if jsonb_typeof(p_card -> p_field) is distinct from 'number' then
    raise exception 'Card field % must be a number.', p_field using errcode = '22023';
  end if;
  v := (p_card ->> p_field)::numeric;
  if p_integer and (v <> trunc(v) or abs(v) > 2147483647) then
    raise exception 'Card field % must be a whole number.', p_field using errcode = '22023';
  end if;
  -- Beyond double precision either way (too large, or so small it would underflow:
  -- 1e-400 would otherwise fail with Postgres's own 400-digit message).
  if abs(v) > 1e300 or (v <> 0 and abs(v) < 1e-300) then
    raise exception 'Card field % is out of range.', p_field using errcode = '22023';
  end if;
  return v::double precision;
end;
$function$;
revoke all on function private.card_number(p_card jsonb, p_field text, p_integer boolean) from public, anon, authenticated, service_role;

/** `p_card ->> p_field` as a time: an ISO 8601 string with a zone (what Date.toJSON() gives), or a clear 400. */
CREATE OR REPLACE FUNCTION private.card_time(p_card jsonb, p_field text)
 RETURNS timestamp with time zone
 LANGUAGE plpgsql
 IMMUTABLE
 SET search_path TO ''
AS $function$
declare
  s text := p_card ->> p_field;
begin
  if jsonb_typeof(p_card -> p_field) is distinct from 'string'
     or s !~ '^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}(:?\d{2})?)$' then
    raise exception 'Card field % must be an ISO 8601 time such as 2026-11-23T15:00:00.000Z.', p_field
      using errcode = '22023';
  end if;
  begin
    return s::timestamptz;
  exception when others then
    raise exception 'Card field % is not a valid time.', p_field using errcode = '22023';
  end;
end;
$function$;
revoke all on function private.card_time(p_card jsonb, p_field text) from public, anon, authenticated, service_role;

/** A completed full SAT: the wrong and blank questions of its four modules join the queue. */
CREATE OR REPLACE FUNCTION private.enqueue_full_sat_mistakes()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  insert into public.review_cards (user_id, question_id, source)
  select new.user_id, sq.question_id, 'test'
  from public.user_sessions s
  join public.session_questions sq on sq.session_id = s.id
  left join public.user_answers a on a.session_id = sq.session_id and a.question_id = sq.question_id
  where s.full_sat_session_id = new.id and s.session_status = 'completed' and a.is_correct is not true
  on conflict (user_id, question_id) do nothing;
  return null;
end;
$function$;
revoke all on function private.enqueue_full_sat_mistakes() from public, anon, authenticated, service_role;

/** A submitted section test or practice set: its wrong and blank questions join the student's queue. */
CREATE OR REPLACE FUNCTION private.enqueue_session_mistakes()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  insert into public.review_cards (user_id, question_id, source)
  select new.user_id, sq.question_id, 'test'
  from public.session_questions sq
  left join public.user_answers a on a.session_id = sq.session_id and a.question_id = sq.question_id
  where sq.session_id = new.id and a.is_correct is not true
  on conflict (user_id, question_id) do nothing;
  return null;
end;
$function$;
revoke all on function private.enqueue_session_mistakes() from public, anon, authenticated, service_role;

/** The next local midnight in `p_time_zone`: cards due before it are due today. DST days are 23 or 25 hours. */
CREATE OR REPLACE FUNCTION private.local_day_end(p_time_zone text)
 RETURNS timestamp with time zone
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select (((private.local_day_start(p_time_zone) at time zone p_time_zone) + interval '1 day') at time zone p_time_zone)
$function$;
revoke all on function private.local_day_end(p_time_zone text) from public, anon, authenticated, service_role;

/** Midnight starting today in `p_time_zone` (an IANA name such as 'America/New_York'), or a clear 400. */
CREATE OR REPLACE FUNCTION private.local_day_start(p_time_zone text)
 RETURNS timestamp with time zone
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare
  d timestamptz;
begin
  if p_time_zone is null or btrim(p_time_zone) = '' or length(p_time_zone) > 64 then
    -- At most the first 64 characters back (no zone name is longer): a 10 kB name is not echoed.
    raise exception 'Unknown time zone: %', coalesce(left(p_time_zone, 64), 'none') using errcode = '22023';
  end if;
  -- Converting is the zone check (pg_timezone_names reads every zone file: tens of ms).
  begin
    d := date_trunc('day', now() at time zone p_time_zone) at time zone p_time_zone;
  exception when invalid_parameter_value then
    raise exception 'Unknown time zone: %', p_time_zone using errcode = '22023';
  end;
  return d;
end;
$function$;
revoke all on function private.local_day_start(p_time_zone text) from public, anon, authenticated, service_role;

/** What the student is told about a question they may not review yet (SQLSTATE PT403, HTTP 403). */
CREATE OR REPLACE FUNCTION private.not_reviewable_message()
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select 'This question opens for review after you submit the test it belongs to.'
$function$;
revoke all on function private.not_reviewable_message() from public, anon, authenticated, service_role;

/**
 * Every reviewable question with the student's figures: attempts and right
 * answers (private.question_stats), favourite, and their card's due time.
 */
CREATE OR REPLACE FUNCTION private.review_rows(p_user_id uuid)
 RETURNS TABLE(id uuid, question_type public.question_type, topic text, difficulty_level smallint, tries integer, rights integer, last_reviewed_at timestamp with time zone, is_favorite boolean, due timestamp with time zone)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  return query
    select q.id, q.question_type, q.topic, q.difficulty_level, coalesce(st.tries, 0), coalesce(st.rights, 0),
           st.last_reviewed_at, f.question_id is not null, c.due
    from private.reviewable_question_ids(p_user_id) r
    join public.questions q on q.id = r.question_id
    left join private.question_stats st on st.user_id = p_user_id and st.question_id = q.id
    left join public.favorites f on f.user_id = p_user_id and f.question_id = q.id
    left join public.review_cards c on c.user_id = p_user_id and c.question_id = q.id;
end;
$function$;
revoke all on function private.review_rows(p_user_id uuid) from public, anon, authenticated, service_role;

/**
 * The questions `p_user_id` may review now, as a set: the same rule as
 * private.key_withheld_reason, evaluated for the whole bank at once.
 */
-- PL/pgSQL so the plan is cached per connection (an SQL function is planned
-- on every call). The LIMIT 1 probe per question walks the (user_id,
-- question_id) index and stops at the first submitted session, so the cost
-- follows the bank's size, not the number of tests the student has taken.
CREATE OR REPLACE FUNCTION private.reviewable_question_ids(p_user_id uuid)
 RETURNS TABLE(question_id uuid)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  return query
    select q.id from public.questions q
    where (q.practice_test_id is null or coalesce((
        select true
        from public.session_questions sq
        join public.user_sessions s on s.id = sq.session_id
        join public.practice_tests t on t.id = s.practice_test_id
        left join public.full_sat_sessions f on f.id = s.full_sat_session_id
        where sq.user_id = p_user_id and sq.question_id = q.id and s.session_status = 'completed'
          and t.test_type <> 'custom' and (s.full_sat_session_id is null or f.session_status = 'completed')
        limit 1), false))
      and q.id not in (
        select sq.question_id
        from public.user_sessions s join public.session_questions sq on sq.session_id = s.id
        where s.user_id = p_user_id and s.session_status = 'active');
end;
$function$;
revoke all on function private.reviewable_question_ids(p_user_id uuid) from public, anon, authenticated, service_role;

/**
 * The student's lowest-accuracy topics among reviewable questions with at
 * least `p_min_attempts` attempts: accuracy (whole percent), then more
 * attempts, then name; at most 5. Shared by get_review_stats'
 * weakest_topics (3 attempts) and the 'weak' list filter (1 attempt).
 */
CREATE OR REPLACE FUNCTION private.weakest_topics(p_user_id uuid, p_min_attempts integer)
 RETURNS TABLE(topic text, question_type text, attempts bigint, correct bigint, accuracy numeric)
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  return query
    select r.topic, min(r.question_type::text), sum(r.tries), sum(r.rights),
           round(100.0 * sum(r.rights) / sum(r.tries))
    from private.review_rows(p_user_id) r
    group by r.topic
    having sum(r.tries) >= greatest(p_min_attempts, 1)
    order by 5, 3 desc, 1
    limit 5;
end;
$function$;
revoke all on function private.weakest_topics(p_user_id uuid, p_min_attempts integer) from public, anon, authenticated, service_role;

/**
 * Checks an answer in review mode and reveals the key and explanation: only
 * for review-bank questions and questions the student met in a submitted
 * test, never while the question is in one of their active sessions.
 * At most 30 checks per student per minute.
 */
CREATE OR REPLACE FUNCTION public.check_review_answer(p_question_id uuid, p_answer text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  uid uuid := private.require_student();
  q public.questions;
  k public.question_keys;
  clean text;
  ok boolean;
  reason text;
begin
  perform private.throttle('review:user:' || uid::text, 30, interval '1 minute');
  select * into q from public.questions where id = p_question_id;
  if not found then
    raise exception 'Question not found.' using errcode = 'PT404';
  end if;
  reason := private.key_withheld_reason(uid, q.id);
  if reason is not null then
    raise exception '%', private.key_withheld_message(reason) using errcode = '42501';
  end if;
  clean := private.normalize_answer(q.format, p_answer);
  if clean is null then
    raise exception 'Choose or enter an answer first.' using errcode = '22023';
  end if;
  select * into k from public.question_keys where question_id = q.id;
  ok := private.answer_is_correct(q.format, clean, k.correct_answer, k.accepted_answers);
  insert into public.review_attempts (user_id, question_id, user_answer, is_correct) values (uid, q.id, clean, ok);
  return jsonb_build_object('question_id', q.id, 'user_answer', clean, 'is_correct', ok,
    'correct_answer', k.correct_answer, 'accepted_answers', to_jsonb(k.accepted_answers), 'explanation', k.explanation);
end;
$function$;
revoke all on function public.check_review_answer(p_question_id uuid, p_answer text) from public, anon, authenticated, service_role;
grant execute on function public.check_review_answer(p_question_id uuid, p_answer text) to authenticated;
grant execute on function public.check_review_answer(p_question_id uuid, p_answer text) to service_role;
comment on function public.check_review_answer(p_question_id uuid, p_answer text) is 'Checks an answer in review and reveals its key: review-bank questions and ones met in a submitted test; 30 per minute.';

/** Difficulty band of a 1-9 level: easy 1-3, medium 4-6, hard 7-9. */
CREATE OR REPLACE FUNCTION public.difficulty_band(level integer)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select case when level <= 3 then 'easy' when level <= 6 then 'medium' else 'hard' end
$function$;
revoke all on function public.difficulty_band(level integer) from public, anon, authenticated, service_role;
grant execute on function public.difficulty_band(level integer) to anon;
grant execute on function public.difficulty_band(level integer) to authenticated;
grant execute on function public.difficulty_band(level integer) to public;
grant execute on function public.difficulty_band(level integer) to service_role;
comment on function public.difficulty_band(level integer) is 'easy (1-3), medium (4-6) or hard (7-9).';

/** How many reviewable cards are due before the end of today in p_time_zone: the sidebar and dashboard badge. */
CREATE OR REPLACE FUNCTION public.get_due_count(p_time_zone text DEFAULT 'UTC'::text)
 RETURNS integer
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  uid uuid := private.require_student();
  day_end timestamptz := private.local_day_end(p_time_zone);
begin
  return (
    select count(*)::integer from public.review_cards rc
    where rc.user_id = uid and rc.due < day_end
      and rc.question_id in (select r.question_id from private.reviewable_question_ids(uid) r));
end;
$function$;
revoke all on function public.get_due_count(p_time_zone text) from public, anon, authenticated, service_role;
grant execute on function public.get_due_count(p_time_zone text) to authenticated;
grant execute on function public.get_due_count(p_time_zone text) to service_role;
comment on function public.get_due_count(p_time_zone text) is 'How many of your review cards are due before the end of today.';

/**
 * One reviewable question for the review screen, without its key: text,
 * passage, options, the student's figures and card. An unknown id is
 * PT404; a question the student may not review yet is PT403.
 */
CREATE OR REPLACE FUNCTION public.get_review_question(p_question_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  uid uuid := private.require_student();
  q public.questions;
  c public.review_cards;
  st private.question_stats;
begin
  select * into q from public.questions where id = p_question_id;
  if not found then
    raise exception 'Question not found.' using errcode = 'PT404';
  end if;
  if private.key_withheld_reason(uid, q.id) is not null then
    raise exception '%', private.not_reviewable_message() using errcode = 'PT403';
  end if;
  select * into c from public.review_cards where user_id = uid and question_id = q.id;
  select * into st from private.question_stats where user_id = uid and question_id = q.id;
  return jsonb_build_object(
    'id', q.id, 'section', q.question_type, 'domain', q.domain, 'topic', q.topic,
    'difficulty', q.difficulty_level, 'band', public.difficulty_band(q.difficulty_level),
    'format', case q.format when 'mcq' then 'multiple_choice' else 'spr' end,
    'passage', q.passage, 'text', q.question_text, 'options', q.options,
    'is_favorite', exists (select 1 from public.favorites where user_id = uid and question_id = q.id),
    'attempts', coalesce(st.tries, 0), 'correct', coalesce(st.rights, 0),
    'card', private.card_json(c));
end;
$function$;
revoke all on function public.get_review_question(p_question_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.get_review_question(p_question_id uuid) to authenticated;
grant execute on function public.get_review_question(p_question_id uuid) to service_role;
comment on function public.get_review_question(p_question_id uuid) is 'One question you may review, without its key, with your attempts, favourite and card. PT404 unknown, PT403 not yet.';

/**
 * The student's own review figures over the questions they may review now
 * (a question of an unsubmitted test, or one back in an active session,
 * counts nowhere): totals, accuracy, favourites, by difficulty band, by
 * section, the weakest topics (3+ attempts), and due_today, the cards due
 * before the end of today. "Today" is the student's local day in p_time_zone.
 */
CREATE OR REPLACE FUNCTION public.get_review_stats(p_time_zone text DEFAULT 'UTC'::text)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  uid uuid := private.require_student();
  day_start timestamptz := private.local_day_start(p_time_zone);
  day_end timestamptz := private.local_day_end(p_time_zone);
begin
  return (
    with scored as (
      select r.id, r.question_type, r.topic, public.difficulty_band(r.difficulty_level) as band, r.tries, r.rights,
             r.last_reviewed_at, r.is_favorite as fav, r.due
      from private.review_rows(uid) r
    )
    select jsonb_build_object(
      'total_questions', (select count(*) from scored),
      'attempted_questions', (select count(*) from scored where tries > 0),
      'reviewed_today', (select count(*) from scored where last_reviewed_at >= day_start),
      'average_accuracy', (select round(100.0 * sum(rights) / nullif(sum(tries), 0)) from scored),
      'favorites', (select count(*) from scored where fav),
      'due_today', (select count(*) from scored where due < day_end),
      'by_difficulty', (
        select jsonb_agg(to_jsonb(d) - 'ord' order by d.ord)
        from (
          select b.band, b.ord, count(s.id) as total_questions, count(s.id) filter (where s.tries > 0) as attempted_questions,
                 coalesce(sum(s.tries), 0) as attempts, coalesce(sum(s.rights), 0) as correct,
                 round(100.0 * sum(s.rights) / nullif(sum(s.tries), 0)) as accuracy
          from (values ('easy', 1), ('medium', 2), ('hard', 3)) b(band, ord)
          left join scored s on s.band = b.band
          group by b.band, b.ord
        ) d),
      'by_section', (
        select jsonb_agg(to_jsonb(x) order by x.question_type)
        from (
          select t.question_type, count(s.id) as total_questions, count(s.id) filter (where s.tries > 0) as attempted_questions,
                 coalesce(sum(s.tries), 0) as attempts, coalesce(sum(s.rights), 0) as correct,
                 round(100.0 * sum(s.rights) / nullif(sum(s.tries), 0)) as accuracy,
                 count(s.id) filter (where s.fav) as favorites
          from unnest(enum_range(null::public.question_type)) t(question_type)
          left join scored s on s.question_type = t.question_type
          group by t.question_type
        ) x),
      'weakest_topics', coalesce((
        select jsonb_agg(to_jsonb(w) order by w.accuracy, w.attempts desc, w.topic)
        from private.weakest_topics(uid, 3) w), '[]'::jsonb)
    )
  );
end;
$function$;
revoke all on function public.get_review_stats(p_time_zone text) from public, anon, authenticated, service_role;
grant execute on function public.get_review_stats(p_time_zone text) to authenticated;
grant execute on function public.get_review_stats(p_time_zone text) to service_role;
comment on function public.get_review_stats(p_time_zone text) is 'Your review figures over the questions you may review: by difficulty, section and topic, and cards due today.';

/** The student's completed tests and full SATs, newest first, with first attempts counted apart from retakes. */
CREATE OR REPLACE FUNCTION public.get_test_history()
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function public.get_test_history() from public, anon, authenticated, service_role;
grant execute on function public.get_test_history() to authenticated;
grant execute on function public.get_test_history() to service_role;
comment on function public.get_test_history() is 'Completed tests and full SATs (is_retake marked); best and average over first attempts, retakes apart.';

/** The due cards of the student (due before the end of today in p_time_zone), reviewable only, by due time, at most 200. */
CREATE OR REPLACE FUNCTION public.list_due_cards(p_time_zone text DEFAULT 'UTC'::text)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  uid uuid := private.require_student();
  day_end timestamptz := private.local_day_end(p_time_zone);
begin
  return coalesce((
    select jsonb_agg(jsonb_build_object(
      'question_id', q.id, 'section', q.question_type, 'topic', q.topic, 'difficulty', q.difficulty_level,
      'band', public.difficulty_band(q.difficulty_level),
      'excerpt', q.excerpt,
      'card', private.card_json(c)
    ) order by c.due, c.question_id)
    from (
      select * from public.review_cards rc
      where rc.user_id = uid and rc.due < day_end
        and rc.question_id in (select r.question_id from private.reviewable_question_ids(uid) r)
      order by rc.due, rc.question_id
      limit 200
    ) c
    join public.questions q on q.id = c.question_id), '[]'::jsonb);
end;
$function$;
revoke all on function public.list_due_cards(p_time_zone text) from public, anon, authenticated, service_role;
grant execute on function public.list_due_cards(p_time_zone text) to authenticated;
grant execute on function public.list_due_cards(p_time_zone text) to service_role;
comment on function public.list_due_cards(p_time_zone text) is 'Your review cards due before the end of today in a time zone, by due time, at most 200.';

/**
 * The student's reviewable questions for one filter, at most 500, ordered
 * by section, difficulty and id; no keys. Filters: 'all'; 'section'
 * (math | reading | writing); 'topic' (a topic name); 'difficulty' (easy |
 * medium | hard); 'favorites'; 'weak' (the 5 lowest-accuracy topics with an
 * attempt, ranked as get_review_stats' weakest_topics); 'due' (cards due
 * before the end of today in p_value, an IANA time zone, UTC by default).
 */
CREATE OR REPLACE FUNCTION public.list_review_questions(p_filter text, p_value text DEFAULT NULL::text)
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  uid uuid := private.require_student();
  day_end timestamptz;
  weak text[];
begin
  if p_filter is null or p_filter not in ('all', 'section', 'topic', 'difficulty', 'favorites', 'weak', 'due') then
    raise exception 'Unknown review filter: use all, section, topic, difficulty, favorites, weak or due.'
      using errcode = '22023';
  end if;
  if p_filter = 'section' and (p_value is null or p_value not in ('math', 'reading', 'writing')) then
    raise exception 'Choose a section: math, reading or writing.' using errcode = '22023';
  elsif p_filter = 'difficulty' and (p_value is null or p_value not in ('easy', 'medium', 'hard')) then
    raise exception 'Choose a difficulty: easy, medium or hard.' using errcode = '22023';
  elsif p_filter = 'topic' and (p_value is null or length(p_value) > 200
        or not exists (select 1 from public.questions where topic = p_value)) then
    raise exception 'Unknown topic: %', coalesce(left(p_value, 200), 'none') using errcode = '22023';
  elsif p_filter = 'due' then
    day_end := private.local_day_end(coalesce(p_value, 'UTC'));
  elsif p_filter in ('all', 'favorites', 'weak') and p_value is not null then
    raise exception 'The % filter takes no value.', p_filter using errcode = '22023';
  end if;
  if p_filter = 'weak' then
    weak := array(select w.topic from private.weakest_topics(uid, 1) w);
  end if;
  return coalesce((
    select jsonb_agg(jsonb_build_object(
      'id', r.id, 'section', r.question_type, 'topic', r.topic, 'difficulty', r.difficulty_level,
      'band', public.difficulty_band(r.difficulty_level),
      'excerpt', q.excerpt,
      'is_favorite', r.is_favorite, 'attempts', r.tries, 'correct', r.rights, 'due_at', r.due
    ) order by r.question_type, r.difficulty_level, r.id)
    from (
      select * from private.review_rows(uid) x
      where case p_filter
        when 'all' then true
        when 'section' then x.question_type::text = p_value
        when 'topic' then x.topic = p_value
        when 'difficulty' then public.difficulty_band(x.difficulty_level) = p_value
        when 'favorites' then x.is_favorite
        when 'weak' then x.topic = any (weak)
        when 'due' then x.due < day_end
      end
      order by x.question_type, x.difficulty_level, x.id
      limit 500
    ) r
    join public.questions q on q.id = r.id), '[]'::jsonb);
end;
$function$;
revoke all on function public.list_review_questions(p_filter text, p_value text) from public, anon, authenticated, service_role;
grant execute on function public.list_review_questions(p_filter text, p_value text) to authenticated;
grant execute on function public.list_review_questions(p_filter text, p_value text) to service_role;
comment on function public.list_review_questions(p_filter text, p_value text) is 'Your reviewable questions for a filter (all, section, topic, difficulty, favorites, weak, due), at most 500, without keys.';

/**
 * Stores the student's rating of one of their cards. p_card is the next
 * card as ts-fsrs computed it (the ten Card fields, times as ISO strings);
 * p_expected_reps is the stored card's reps the client started from.
 *   - not the caller's card: PT404; the question not reviewable now: PT403;
 *   - a bad rating, a missing, extra or wrongly typed field, or a card that
 *     cannot follow the stored one: 22023 (HTTP 400), nothing changed;
 *   - p_expected_reps is not the stored reps: {applied: false, card: stored};
 *   - otherwise {applied: true, card}, last_review set to the server's now.
 * At most 60 ratings per student per minute.
 */
CREATE OR REPLACE FUNCTION public.rate_review_card(p_question_id uuid, p_rating smallint, p_card jsonb, p_expected_reps integer)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  uid uuid := private.require_student();
  c public.review_cards;
  missing text;
  extra text;
  v_due timestamptz;
  v_last timestamptz;
  v_stability double precision;
  v_difficulty double precision;
  v_elapsed double precision;
  v_scheduled double precision;
  v_steps double precision;
  v_reps double precision;
  v_lapses double precision;
  v_state double precision;
begin
  perform private.throttle('review-card:user:' || uid::text, 60, interval '1 minute');
  select * into c from public.review_cards where user_id = uid and question_id = p_question_id for update;
  if not found then
    raise exception 'No review card for this question.' using errcode = 'PT404';
  end if;
  if private.key_withheld_reason(uid, p_question_id) is not null then
    raise exception '%', private.not_reviewable_message() using errcode = 'PT403';
  end if;
  if p_rating is null or p_rating not between 1 and 4 then
    raise exception 'A rating is 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy).' using errcode = '22023';
  end if;
  if p_expected_reps is null then
    raise exception 'Send the reps of the card you rated as p_expected_reps.' using errcode = '22023';
  end if;
  if p_card is null or jsonb_typeof(p_card) <> 'object' then
    raise exception 'The card must be an object with the fields %.', array_to_string(private.card_fields(), ', ')
      using errcode = '22023';
  end if;
  select string_agg(f, ', ' order by o) into missing
    from unnest(private.card_fields()) with ordinality as u(f, o) where not p_card ? f;
  if missing is not null then
    raise exception 'The card is missing %.', missing using errcode = '22023';
  end if;
  select string_agg(k, ', ' order by k) into extra
    from jsonb_object_keys(p_card) k where k <> all (private.card_fields());
  if extra is not null then
    raise exception 'The card has unknown fields: %.', extra using errcode = '22023';
  end if;

  v_due := private.card_time(p_card, 'due');
  v_last := private.card_time(p_card, 'last_review');
  v_stability := private.card_number(p_card, 'stability', false);
  v_difficulty := private.card_number(p_card, 'difficulty', false);
  v_elapsed := private.card_number(p_card, 'elapsed_days', true);
  v_scheduled := private.card_number(p_card, 'scheduled_days', true);
  v_steps := private.card_number(p_card, 'learning_steps', true);
  v_reps := private.card_number(p_card, 'reps', true);
  v_lapses := private.card_number(p_card, 'lapses', true);
  v_state := private.card_number(p_card, 'state', true);

  if v_state not between 0 and 3 then
    raise exception 'Card state must be 0 (New), 1 (Learning), 2 (Review) or 3 (Relearning).' using errcode = '22023';
  -- ts-fsrs caps stability at exactly 36500 days (S_MAX) after a long run of easy ratings.
  elsif not (v_stability > 0 and v_stability <= 36500) then
    raise exception 'Card stability must be more than 0 and at most 36500 days.' using errcode = '22023';
  elsif v_difficulty not between 1 and 10 then
    raise exception 'Card difficulty must be between 1 and 10.' using errcode = '22023';
  elsif v_elapsed < 0 or v_scheduled < 0 or v_steps < 0 then
    raise exception 'Card elapsed_days, scheduled_days and learning_steps must be 0 or more.' using errcode = '22023';
  elsif v_due <= now() - interval '1 minute' or v_due > now() + interval '100 years' then
    raise exception 'Card due must be from now to 100 years ahead.' using errcode = '22023';
  elsif v_last not between now() - interval '5 minutes' and now() + interval '5 minutes' then
    raise exception 'Card last_review must be the time of this rating (within 5 minutes of the server clock).'
      using errcode = '22023';
  end if;

  if p_expected_reps <> c.reps then
    return jsonb_build_object('applied', false, 'card', private.card_json(c));
  end if;
  if v_reps <> c.reps + 1 then
    raise exception 'Card reps must be % (one more than the stored card).', c.reps + 1 using errcode = '22023';
  elsif v_lapses not between c.lapses and c.lapses + 1 then
    raise exception 'Card lapses must be % or %.', c.lapses, c.lapses + 1 using errcode = '22023';
  end if;

  update public.review_cards
    set due = v_due, stability = v_stability, difficulty = v_difficulty, elapsed_days = v_elapsed::integer,
        scheduled_days = v_scheduled::integer, learning_steps = v_steps::integer, reps = v_reps::integer,
        lapses = v_lapses::integer, state = v_state::smallint, last_review = now()
    where user_id = uid and question_id = p_question_id
    returning * into c;
  return jsonb_build_object('applied', true, 'card', private.card_json(c));
end;
$function$;
revoke all on function public.rate_review_card(p_question_id uuid, p_rating smallint, p_card jsonb, p_expected_reps integer) from public, anon, authenticated, service_role;
grant execute on function public.rate_review_card(p_question_id uuid, p_rating smallint, p_card jsonb, p_expected_reps integer) to authenticated;
grant execute on function public.rate_review_card(p_question_id uuid, p_rating smallint, p_card jsonb, p_expected_reps integer) to service_role;
comment on function public.rate_review_card(p_question_id uuid, p_rating smallint, p_card jsonb, p_expected_reps integer) is 'Stores your rating of a review card: the next card as ts-fsrs computed it, validated; a stale p_expected_reps changes nothing (applied=false).';

/**
 * Starts (or resumes) a practice set built from the student's own data:
 * 'weak', questions from the topics they get wrong most (ones they have
 * never answered correctly first), only from `p_topic` when given, or
 * 'favorites'. Only questions whose keys the student may see now are taken
 * (never a question of a test pool they have not submitted, nor one in an
 * active session). Untimed unless asked. A bad or unknown topic is 22023
 * (HTTP 400); a topic with nothing to practise is PT404, like an empty set.
 */
CREATE OR REPLACE FUNCTION public.start_practice_set(p_kind text, p_count integer DEFAULT 20, p_timed boolean DEFAULT false, p_topic text DEFAULT NULL::text)
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
  -- Named apart from the column `topic` (PL/pgSQL would find the reference ambiguous).
  want_topic text := btrim(p_topic);
begin
  if p_kind is null or p_kind not in ('weak', 'favorites') then
    raise exception 'A practice set is either weak or favorites.' using errcode = '22023';
  end if;
  if p_count is null or p_count < 5 or p_count > 50 then
    raise exception 'A practice set has 5 to 50 questions.' using errcode = '22023';
  end if;
  if p_topic is not null then
    if p_kind <> 'weak' then
      raise exception 'Only a weak-areas set can keep to one topic.' using errcode = '22023';
    elsif want_topic = '' then
      raise exception 'Choose a topic to practise, or leave it out for all your weak areas.' using errcode = '22023';
    elsif length(want_topic) > 200 then
      raise exception 'A topic name has at most 200 characters.' using errcode = '22023';
    elsif not exists (select 1 from public.questions q where q.topic = want_topic) then
      -- As list_review_questions' topic filter says it.
      raise exception 'Unknown topic: %', want_topic using errcode = '22023';
    end if;
  end if;
  select * into t from public.practice_tests
    where slug = case p_kind when 'weak' then 'weak-areas-practice' else 'favorites-practice' end and is_active;
  if not found then
    raise exception 'Practice test not found.' using errcode = 'PT404';
  end if;
  s := private.active_session(uid, t.id);
  if s.id is not null then
    return private.sync_clock(s);
  end if;
  if p_kind = 'favorites' then
    select array_agg(f.question_id order by f.created_at desc) into ids
    from (
      select question_id, created_at from public.favorites
      where user_id = uid and private.key_releasable(uid, question_id)
      order by created_at desc limit p_count
    ) f;
    if ids is null and exists (select 1 from public.favorites where user_id = uid) then
      raise exception 'Your favourite questions are all in tests you have not submitted yet: submit those tests first.'
        using errcode = 'PT404';
    elsif ids is null then
      raise exception 'You have no favourite questions yet: star questions while you review them.' using errcode = 'PT404';
    end if;
  else
    -- Only what the student may review counts, for the topics as for the candidates: a graded
    -- module of an unfinished full SAT (or a question back in an active session) weighs nothing.
    with reviewable as (select r.question_id from private.reviewable_question_ids(uid) r),
    stats as (
      select st.question_id, st.tries, st.rights from private.question_stats st
      where st.user_id = uid and st.question_id in (select question_id from reviewable)
    ),
    topics as (
      select q.topic, sum(st.rights)::numeric / sum(st.tries) as accuracy
      from stats st join public.questions q on q.id = st.question_id
      where want_topic is null or q.topic = want_topic
      group by q.topic having sum(st.tries) > sum(st.rights)
    ),
    candidates as (
      select q.id, tp.accuracy, q.difficulty_level, q.external_id, coalesce(st.rights, 0) > 0 as mastered
      from public.questions q join topics tp on tp.topic = q.topic
      left join stats st on st.question_id = q.id
      -- The key rule for the whole bank at once (private.key_withheld_reason's set form).
      where q.id in (select question_id from reviewable)
      order by mastered, tp.accuracy, q.difficulty_level, q.external_id
      limit p_count
    )
    select array_agg(id order by mastered, accuracy, difficulty_level, external_id) into ids from candidates;
    -- "Missed, but back in an active test" only from misses the student has been shown:
    -- a submitted test (a full SAT once complete) or a review check. A graded module of
    -- an unfinished full SAT must not tell this message from the next one.
    if ids is null and want_topic is not null and (
      exists (
        select 1 from public.user_answers a
        join public.user_sessions us on us.id = a.session_id
        join public.questions q on q.id = a.question_id
        left join public.full_sat_sessions fs on fs.id = us.full_sat_session_id
        where us.user_id = uid and us.session_status = 'completed' and a.is_correct is false and q.topic = want_topic
          and (us.full_sat_session_id is null or fs.session_status = 'completed')
      ) or exists (
        select 1 from public.review_attempts r join public.questions q on q.id = r.question_id
        where r.user_id = uid and not r.is_correct and q.topic = want_topic
      )
    ) then
      raise exception 'Your % questions are all in tests you have not submitted yet: submit those tests first.', want_topic
        using errcode = 'PT404';
    elsif ids is null and want_topic is not null then
      raise exception 'Nothing to practise in % yet: you have not missed any of its questions.', want_topic
        using errcode = 'PT404';
    elsif ids is null then
      raise exception 'No weak areas found yet: answer some practice questions first.' using errcode = 'PT404';
    end if;
  end if;
  return private.open_session(uid, t, ids, p_timed, false);
end;
$function$;
revoke all on function public.start_practice_set(p_kind text, p_count integer, p_timed boolean, p_topic text) from public, anon, authenticated, service_role;
grant execute on function public.start_practice_set(p_kind text, p_count integer, p_timed boolean, p_topic text) to authenticated;
grant execute on function public.start_practice_set(p_kind text, p_count integer, p_timed boolean, p_topic text) to service_role;
comment on function public.start_practice_set(p_kind text, p_count integer, p_timed boolean, p_topic text) is 'Starts (or resumes) a weak-areas (optionally one topic) or favourites set of questions whose keys the student may already see.';

/** Adds or removes a favourite; returns whether the question is now a favourite. */
CREATE OR REPLACE FUNCTION public.toggle_favorite(p_question_id uuid)
 RETURNS boolean
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  uid uuid := private.require_student();
begin
  if not exists (select 1 from public.questions where id = p_question_id) then
    raise exception 'Question not found.' using errcode = 'PT404';
  end if;
  delete from public.favorites where user_id = uid and question_id = p_question_id;
  if found then
    return false;
  end if;
  insert into public.favorites (user_id, question_id) values (uid, p_question_id) on conflict do nothing;
  return true;
end;
$function$;
revoke all on function public.toggle_favorite(p_question_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.toggle_favorite(p_question_id uuid) to authenticated;
grant execute on function public.toggle_favorite(p_question_id uuid) to service_role;
comment on function public.toggle_favorite(p_question_id uuid) is 'Adds or removes a favourite question; returns whether it is now one.';

-- A finished test or full SAT queues the questions it got wrong as review
-- cards (the session tables live in earlier files; these triggers belong to review).
CREATE TRIGGER full_sat_sessions_enqueue_mistakes AFTER UPDATE OF session_status ON public.full_sat_sessions FOR EACH ROW WHEN (((new.session_status = 'completed'::public.full_sat_status) AND (old.session_status IS DISTINCT FROM 'completed'::public.full_sat_status))) EXECUTE FUNCTION private.enqueue_full_sat_mistakes();
CREATE TRIGGER user_sessions_enqueue_mistakes AFTER UPDATE OF session_status ON public.user_sessions FOR EACH ROW WHEN (((new.session_status = 'completed'::public.session_status) AND (old.session_status IS DISTINCT FROM 'completed'::public.session_status) AND (new.full_sat_session_id IS NULL))) EXECUTE FUNCTION private.enqueue_session_mistakes();
