-- The review area's reads: question lists by filter, one question for the
-- review screen, the due queue and its count, and review statistics that
-- count only what the student may review.
--
-- A question is reviewable by a student exactly when its key may be
-- released to them (private.key_withheld_reason): a review-bank question, or
-- one they met in a submitted test (a full SAT once complete), and never
-- while it is in one of their active sessions. Lists and counts hold only
-- reviewable questions; no key, accepted answer or explanation leaves these
-- functions (keys come only from check_review_answer).

/**
 * Question HTML as plain text for an excerpt: figures (SVG) and MathML
 * annotations dropped, tags removed (block ends become spaces), the common
 * entities decoded, whitespace collapsed.
 */
create function private.plain_text(html text) returns text
language sql immutable
set search_path = ''
as $$
  select btrim(regexp_replace(
    replace(replace(replace(replace(replace(replace(replace(replace(
      regexp_replace(
        regexp_replace(
          regexp_replace(regexp_replace(coalesce(html, ''), '<svg.*?</svg>', ' ', 'gi'),
                         '<annotation.*?</annotation>', '', 'gi'),
          '<(/?(p|div|li|ul|ol|tr|td|th|table|figure|figcaption|blockquote|h[1-6])|br)\M[^>]*>', ' ', 'gi'),
        '<[^>]*>', '', 'g'),
      '&nbsp;', ' '), chr(160), ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&apos;', ''''),
      '&amp;', '&'),
    '\s+', ' ', 'g'))
$$;

/** The first 150 characters of a question's text as plain text, or of its passage when the text has none. */
create function private.question_excerpt(passage text, question_text text) returns text
language sql immutable
set search_path = ''
as $$
  select left(coalesce(nullif(private.plain_text(question_text), ''), private.plain_text(passage), ''), 150)
$$;

-- Computed once when a question is written, not per list request: stripping
-- a figure's SVG costs about a third of a millisecond per question.
alter table public.questions
  add column excerpt text generated always as (private.question_excerpt(passage, question_text)) stored;

/**
 * The questions `p_user_id` may review now, as a set: the same rule as
 * private.key_withheld_reason, evaluated for the whole bank at once.
 */
-- PL/pgSQL so the plan is cached per connection (an SQL function is planned
-- on every call). The LIMIT 1 probe per question walks the (user_id,
-- question_id) index and stops at the first submitted session, so the cost
-- follows the bank's size, not the number of tests the student has taken.
create function private.reviewable_question_ids(p_user_id uuid) returns table (question_id uuid)
language plpgsql stable security definer
set search_path = ''
as $$
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
$$;

/**
 * Every reviewable question with the student's figures: attempts and right
 * answers (private.question_stats), favourite, and their card's due time.
 */
create function private.review_rows(p_user_id uuid)
returns table (
  id uuid, question_type public.question_type, topic text, difficulty_level smallint, tries integer,
  rights integer, last_reviewed_at timestamptz, is_favorite boolean, due timestamptz
)
language plpgsql stable security definer
set search_path = ''
as $$
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
$$;

/**
 * The student's lowest-accuracy topics among reviewable questions with at
 * least `p_min_attempts` attempts: accuracy (whole percent), then more
 * attempts, then name; at most 5. Shared by get_review_stats'
 * weakest_topics (3 attempts) and the 'weak' list filter (1 attempt).
 */
create function private.weakest_topics(p_user_id uuid, p_min_attempts integer)
returns table (topic text, question_type text, attempts bigint, correct bigint, accuracy numeric)
language plpgsql stable security definer
set search_path = ''
as $$
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
$$;

/** Midnight starting today in `p_time_zone` (an IANA name such as 'America/New_York'), or a clear 400. */
create function private.local_day_start(p_time_zone text) returns timestamptz
language plpgsql stable
set search_path = ''
as $$
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
$$;

/** The next local midnight in `p_time_zone`: cards due before it are due today. DST days are 23 or 25 hours. */
create function private.local_day_end(p_time_zone text) returns timestamptz
language sql stable
set search_path = ''
as $$
  select (((private.local_day_start(p_time_zone) at time zone p_time_zone) + interval '1 day') at time zone p_time_zone)
$$;

/** The student-facing fields of a card (ts-fsrs Card, plus where it came from). */
create function private.card_json(c public.review_cards) returns jsonb
language sql immutable
set search_path = ''
as $$
  select case when c.question_id is not null then jsonb_build_object(
    'due', c.due, 'stability', c.stability, 'difficulty', c.difficulty, 'elapsed_days', c.elapsed_days,
    'scheduled_days', c.scheduled_days, 'learning_steps', c.learning_steps, 'reps', c.reps, 'lapses', c.lapses,
    'state', c.state, 'last_review', c.last_review, 'source', c.source) end
$$;

/** What the student is told about a question they may not review yet (SQLSTATE PT403, HTTP 403). */
create function private.not_reviewable_message() returns text
language sql immutable
set search_path = ''
as $$
  select 'This question opens for review after you submit the test it belongs to.'
$$;

/**
 * The student's reviewable questions for one filter, at most 500, ordered
 * by section, difficulty and id; no keys. Filters: 'all'; 'section'
 * (math | reading | writing); 'topic' (a topic name); 'difficulty' (easy |
 * medium | hard); 'favorites'; 'weak' (the 5 lowest-accuracy topics with an
 * attempt, ranked as get_review_stats' weakest_topics); 'due' (cards due
 * before the end of today in p_value, an IANA time zone, UTC by default).
 */
create function public.list_review_questions(p_filter text, p_value text default null) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
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
$$;

/**
 * One reviewable question for the review screen, without its key: text,
 * passage, options, the student's figures and card. An unknown id is
 * PT404; a question the student may not review yet is PT403.
 */
create function public.get_review_question(p_question_id uuid) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
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
$$;

/** The due cards of the student (due before the end of today in p_time_zone), reviewable only, by due time, at most 200. */
create function public.list_due_cards(p_time_zone text default 'UTC') returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
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
$$;

/** How many reviewable cards are due before the end of today in p_time_zone: the sidebar and dashboard badge. */
create function public.get_due_count(p_time_zone text default 'UTC') returns integer
language plpgsql stable security definer
set search_path = ''
as $$
declare
  uid uuid := private.require_student();
  day_end timestamptz := private.local_day_end(p_time_zone);
begin
  return (
    select count(*)::integer from public.review_cards rc
    where rc.user_id = uid and rc.due < day_end
      and rc.question_id in (select r.question_id from private.reviewable_question_ids(uid) r));
end;
$$;

/**
 * The student's own review figures over the questions they may review now
 * (a question of an unsubmitted test, or one back in an active session,
 * counts nowhere): totals, accuracy, favourites, by difficulty band, by
 * section, the weakest topics (3+ attempts), and due_today, the cards due
 * before the end of today. "Today" is the student's local day in p_time_zone.
 */
create or replace function public.get_review_stats(p_time_zone text default 'UTC') returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
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
$$;

-- Internal: executable by no API role. (Named, not `all functions in schema private`, which
-- would also take back private.is_entitled from the RLS policies that call it.)
revoke execute on function private.reviewable_question_ids(uuid), private.review_rows(uuid),
  private.weakest_topics(uuid, integer), private.local_day_start(text), private.local_day_end(text), private.plain_text(text),
  private.question_excerpt(text, text), private.card_json(public.review_cards), private.not_reviewable_message()
  from public, anon, authenticated;
revoke execute on function public.list_review_questions(text, text), public.get_review_question(uuid),
  public.list_due_cards(text), public.get_due_count(text) from public, anon;
grant execute on function public.list_review_questions(text, text), public.get_review_question(uuid),
  public.list_due_cards(text), public.get_due_count(text) to authenticated;

comment on function public.list_review_questions(text, text) is
  'Your reviewable questions for a filter (all, section, topic, difficulty, favorites, weak, due), at most 500, without keys.';
comment on function public.get_review_question(uuid) is
  'One question you may review, without its key, with your attempts, favourite and card. PT404 unknown, PT403 not yet.';
comment on function public.list_due_cards(text) is
  'Your review cards due before the end of today in a time zone, by due time, at most 200.';
comment on function public.get_due_count(text) is 'How many of your review cards are due before the end of today.';
comment on function public.get_review_stats(text) is
  'Your review figures over the questions you may review: by difficulty, section and topic, and cards due today.';
