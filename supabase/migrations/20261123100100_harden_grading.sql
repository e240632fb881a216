-- Grading hardening: grading internals move to `private`, section scores get
-- an adaptive model where the harder route is worth more, section_score
-- rejects impossible fractions, and one predicate decides when a key may
-- leave the server. Per-question review statistics are kept in an aggregate
-- so they read O(questions), not O(attempts).

/**
 * Does `answer` match the accepted answer `key`? Values are compared exactly
 * (7/2 = 3.5 = 3.50); a decimal that fills the whole width may also be the
 * key's value truncated or rounded to that many places (.6666 or .6667 for
 * 2/3, but not .66). Parses fractions itself so that nothing internal has to
 * be executable by the API roles.
 */
create or replace function public.spr_matches(answer text, key text) returns boolean
language plpgsql immutable
set search_path = ''
as $$
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
$$;
drop function public.spr_fraction(text);

/** Is `answer` right for a question of `format` with this key? Null (unanswered) is never right. */
create function private.answer_is_correct(
  format public.question_format, answer text, correct_answer text, accepted_answers text[]
) returns boolean
language sql immutable
set search_path = ''
as $$
  select coalesce(
    case format
      when 'mcq' then answer = correct_answer
      else exists (select 1 from unnest(accepted_answers) k where public.spr_matches(answer, k))
    end,
    false)
$$;
drop function public.answer_is_correct(public.question_format, text, text, text[]);

/** Estimated section score (200-800) from the fraction of the section answered correctly (0 to 1). */
create or replace function public.section_score(fraction numeric) returns integer
language plpgsql immutable
set search_path = ''
as $$
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
$$;

/** Weight of one right answer in the second module of a section: the harder route counts more. */
create function private.module_2_weight(tier public.difficulty_tier) returns numeric
language sql immutable
set search_path = ''
as $$
  select case when tier = 'harder' then 1.5 else 1.0 end
$$;

/**
 * Estimated section score of an adaptive section: m1 of n1 right in the
 * first module, m2 of n2 in the second, taken in `tier`. Points are
 * m1 + m2 * w(tier) (w = 1 easier, 1.5 harder) out of n1 + n2 * 1.5, then the
 * fraction table. So for the same number right the harder route scores at
 * least as much, one more right never lowers the score (also across the
 * tier switch), and the easier route tops out at (n1 + n2) / (n1 + 1.5 n2),
 * 0.8 of the points for the real module sizes: 650, near the real test's cap.
 */
create function private.section_estimate(m1 integer, n1 integer, m2 integer, n2 integer, tier public.difficulty_tier)
returns integer
language plpgsql immutable
set search_path = ''
as $$
begin
  if n1 is null or n2 is null or m1 is null or m2 is null or n1 < 1 or n2 < 0
     or m1 not between 0 and n1 or m2 not between 0 and n2 then
    raise exception 'Right answers must be between 0 and the number of questions.' using errcode = '22023';
  end if;
  return public.section_score(
    (m1 + m2 * private.module_2_weight(tier)) / (n1 + n2 * private.module_2_weight('harder')));
end;
$$;

/**
 * Per-student, per-question totals of graded attempts (answered questions of
 * submitted tests and review checks): the source of review statistics and
 * weak areas, so they read one row per question however many attempts a
 * student makes. Kept up to date by grading (private.grade_session) and by a
 * statement trigger on review_attempts.
 */
create table private.question_stats (
  user_id uuid not null references auth.users (id) on delete cascade,
  question_id uuid not null references public.questions (id) on delete cascade,
  tries integer not null default 0 constraint question_stats_tries_nonnegative check (tries >= 0),
  rights integer not null default 0 constraint question_stats_rights_range check (rights between 0 and tries),
  last_reviewed_at timestamptz,
  primary key (user_id, question_id)
);
revoke all on private.question_stats from public, anon, authenticated;

/** Adds a batch of graded attempts (question, correct?, reviewed at) to the student's totals. */
create function private.count_review_attempts() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into private.question_stats as st (user_id, question_id, tries, rights, last_reviewed_at)
  select user_id, question_id, count(*), count(*) filter (where is_correct), max(created_at)
  from added group by user_id, question_id
  on conflict (user_id, question_id) do update
    set tries = st.tries + excluded.tries, rights = st.rights + excluded.rights,
        last_reviewed_at = greatest(st.last_reviewed_at, excluded.last_reviewed_at);
  return null;
end;
$$;
create trigger review_attempts_count after insert on public.review_attempts
  referencing new table as added for each statement execute function private.count_review_attempts();

-- Totals of what exists already (none on a fresh database).
insert into private.question_stats (user_id, question_id, tries, rights, last_reviewed_at)
select user_id, question_id, count(*), count(*) filter (where is_correct), max(reviewed_at)
from (
  select a.user_id, a.question_id, a.is_correct, null::timestamptz as reviewed_at
  from public.user_answers a join public.user_sessions s on s.id = a.session_id
  where s.session_status = 'completed' and a.user_answer is not null
  union all
  select r.user_id, r.question_id, r.is_correct, r.created_at from public.review_attempts r
) x
group by user_id, question_id;

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
 */
-- PL/pgSQL rather than SQL: its queries' plans are cached, so checking every
-- candidate of a practice set costs microseconds per question.
create function private.key_withheld_reason(p_user_id uuid, p_question_id uuid) returns text
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if exists (
    select 1 from public.session_questions sq join public.user_sessions s on s.id = sq.session_id
    where sq.user_id = p_user_id and sq.question_id = p_question_id and s.session_status = 'active')
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
$$;

/** May `p_user_id` see the key of `p_question_id` now? (See private.key_withheld_reason.) */
create function private.key_releasable(p_user_id uuid, p_question_id uuid) returns boolean
language sql stable
set search_path = ''
as $$
  select private.key_withheld_reason(p_user_id, p_question_id) is null
$$;

/** What a student is told when a key is withheld, by reason. */
create function private.key_withheld_message(reason text) returns text
language sql immutable
set search_path = ''
as $$
  select case reason
    when 'in_active_test' then 'This question is in a test you have not submitted yet. Finish that test first.'
    when 'not_submitted' then 'This question belongs to a practice test you have not taken yet: its answer is released after you submit that test.'
  end
$$;

revoke execute on all functions in schema private from public, anon, authenticated;
-- Pure functions the app may show; everything else stays internal.
grant execute on function public.spr_matches(text, text), public.section_score(numeric) to anon, authenticated;
comment on function public.spr_normalize(text) is
  'Cleans a student-produced response (official SAT rules) or raises 22023 with the message to show.';
comment on function public.spr_matches(text, text) is
  'Whether a cleaned student-produced response matches an accepted answer (value, or a full-width truncation/rounding).';
comment on function public.section_score(numeric) is
  'Estimated section score (200-800) for a fraction answered correctly from 0 to 1; anything else is 22023.';
comment on function public.score_percentile(integer) is 'Estimated percentile of a total score (our table).';
comment on function public.adaptive_tier(integer) is
  'Tier of module 2/4 after a module-1/3 score percent: harder from 60%.';
