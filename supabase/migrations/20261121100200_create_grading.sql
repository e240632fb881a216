-- Grading rules in one place: student-produced responses (official rules),
-- the estimated section-score table and the percentile table.

/**
 * Cleans a student-produced response or raises a clear message (SQLSTATE
 * 22023) saying what to fix. Empty input means "no answer" and gives null.
 */
create function public.spr_normalize(answer text) returns text
language plpgsql immutable
set search_path = ''
as $$
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
$$;

/** A valid response as an exact fraction (numerator, denominator). */
create function public.spr_fraction(s text, out num numeric, out den numeric)
language sql immutable
set search_path = ''
as $$
  select
    case when position('/' in s) > 0 then split_part(s, '/', 1)::numeric else s::numeric end,
    case when position('/' in s) > 0 then split_part(s, '/', 2)::numeric else 1::numeric end
$$;

/**
 * Does `answer` match the accepted answer `key`? Values are compared exactly
 * (7/2 = 3.5 = 3.50); a decimal that fills the whole width may also be the
 * key's value truncated or rounded to that many places (.6666 or .6667 for
 * 2/3, but not .66).
 */
create function public.spr_matches(answer text, key text) returns boolean
language plpgsql immutable
set search_path = ''
as $$
declare
  a record;
  k record;
  places integer;
  v numeric;
  av numeric;
begin
  if answer is null or key is null then
    return false;
  end if;
  select * into a from public.spr_fraction(answer);
  select * into k from public.spr_fraction(key);
  if a.num * k.den = k.num * a.den then
    return true;
  end if;
  if position('/' in answer) > 0 or position('.' in answer) = 0
     or length(answer) < (case when left(answer, 1) = '-' then 6 else 5 end) then
    return false;
  end if;
  places := length(split_part(answer, '.', 2));
  v := k.num / k.den;
  av := answer::numeric;
  return av = trunc(v, places) or av = round(v, places);
end;
$$;

/** Is `answer` right for a question of `format` with this key? Null (unanswered) is never right. */
create function public.answer_is_correct(
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

/** Estimated section score (200-800) from the fraction of the section answered correctly. */
create function public.section_score(fraction numeric) returns integer
language sql immutable
set search_path = ''
as $$
  select case
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
  end
$$;

/** Estimated percentile for a total score (our table, not College Board's). */
create function public.score_percentile(total integer) returns integer
language sql immutable
set search_path = ''
as $$
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
$$;

/** Adaptive routing: module 2 / 4 is the harder tier when at least 60% of module 1 / 3 was right. */
create function public.adaptive_tier(score_percent integer) returns public.difficulty_tier
language sql immutable
set search_path = ''
as $$
  select case when score_percent >= 60 then 'harder'::public.difficulty_tier else 'easier'::public.difficulty_tier end
$$;

-- Pure functions: safe for anyone, and the app shows their results.
grant execute on function public.spr_normalize(text), public.spr_matches(text, text),
  public.section_score(numeric), public.score_percentile(integer), public.adaptive_tier(integer)
  to anon, authenticated;
revoke execute on function public.answer_is_correct(public.question_format, text, text, text[]) from public, anon, authenticated;
