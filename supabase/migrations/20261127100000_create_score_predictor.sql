-- A score predictor (issue 17, part 4): "Predicted SAT score: 1280 (likely
-- 1220-1340)" from one ability estimate per section over the student's own
-- recent test work (docs/scoring.md, "Score predictor").
--   * Evidence: every question of the student's FIRST attempts of section
--     tests (math, reading, writing) and full SATs completed in the last 12
--     weeks. Retakes, practice sets (weak areas, favourites) and review
--     answers never count: their keys may have been seen. Unanswered counts
--     as wrong, as in scoring. A question met twice counts once (its first time).
--   * Weighting: each response's log-likelihood is weighted by
--     0.5 ^ (age in days / 28): work from 4 weeks ago counts half as much as
--     today's, 8 weeks a quarter, 12 weeks an eighth. Older work thus widens
--     the band as it loses weight, and recent work moves the estimate most.
--   * Model: the existing item parameters (private.item_curves) and the same
--     quadrature and prior as section scores; a weighted pattern EAP per
--     section (as private.eap_batch), mapped to 200-800 with the same scale
--     and 90 % bands; the total and its band as a full SAT's (private.total_band).
--   * Enough evidence: at least 20 questions in EACH section (one section
--     test's worth) in the window. Otherwise no score is returned at all,
--     only what the evidence is, so the app can say what is missing.

/** The predictor's rule, in one place (docs/scoring.md). */
create function private.predictor_rule(out window_weeks integer, out half_life_days integer, out min_questions integer)
language sql immutable
set search_path = ''
as $$ select 12, 28, 20 $$;

/**
 * The responses a prediction uses for one student at time p_now: first
 * attempts of section tests and full SATs completed within the window, each
 * question once (its earliest), with its recency weight and the test it came
 * from (a full SAT is one test).
 */
create function private.prediction_responses(p_user_id uuid, p_now timestamptz)
returns table (question_id uuid, section public.section_type, correct boolean, weight double precision,
  test_id uuid, is_full_sat boolean, completed_at timestamptz)
language sql stable security definer
set search_path = ''
as $$
  with rule as (select * from private.predictor_rule()),
  tests as (
    select s.id as session_id, s.id as test_id, false as is_full_sat, s.completed_at
    from public.user_sessions s join public.practice_tests t on t.id = s.practice_test_id
    where s.user_id = p_user_id and s.full_sat_session_id is null and s.session_status = 'completed'
      and not s.is_retake and t.test_type in ('math', 'reading', 'writing')
    union all
    -- A full SAT's modules count once the whole SAT is complete, dated by its completion.
    select s.id, f.id, true, f.completed_at
    from public.full_sat_sessions f join public.user_sessions s on s.full_sat_session_id = f.id
    where f.user_id = p_user_id and s.user_id = p_user_id and f.session_status = 'completed' and not f.is_retake
  ),
  recent as (
    select t.* from tests t, rule
    where t.completed_at <= p_now and t.completed_at > p_now - make_interval(weeks => rule.window_weeks)
  ),
  responses as (
    select distinct on (sq.question_id) sq.question_id, q.section, coalesce(a.is_correct, false) as correct,
           r.test_id, r.is_full_sat, r.completed_at
    from recent r
    join public.session_questions sq on sq.session_id = r.session_id
    join public.questions q on q.id = sq.question_id
    left join public.user_answers a on a.session_id = sq.session_id and a.question_id = sq.question_id
    order by sq.question_id, r.completed_at, r.test_id
  )
  select r.question_id, r.section, r.correct,
         power(0.5, extract(epoch from p_now - r.completed_at) / 86400.0 / rule.half_life_days),
         r.test_id, r.is_full_sat, r.completed_at
  from responses r, rule
$$;

/**
 * The prediction for one student at time p_now (jsonb, docs/scoring.md):
 * enough, the rule, the evidence (questions, tests, full SATs, since), and
 * when there is enough evidence the total and each section with 90 % bands.
 * Called for the signed-in student by public.get_score_prediction, and by
 * the instructors' class report (supabase/templates/class-report.sql).
 */
create function private.score_prediction(p_user_id uuid, p_now timestamptz default now()) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  rule record;
  rw record;
  tb record;
  enough boolean;
begin
  select * into rule from private.predictor_rule();
  -- One statement (a stable function, called in PostgREST's read-only transaction: no temporary table).
  with e as materialized (select * from private.prediction_responses(p_user_id, p_now)),
  -- Per section: weighted pattern EAP over the quadrature (as private.eap_batch, each log-likelihood times its weight).
  loglik as (
    select e.section, c.k, sum(e.weight * case when e.correct then c.lp else c.lq end) as l
    from e join private.item_curves c on c.question_id = e.question_id
    group by e.section, c.k
  ),
  post as (
    select section, q.x, l - 0.5 * (q.x / private.prior_sd()) ^ 2 as l
    from loglik cross join lateral (select private.quadrature_point(k) as x) q
  ),
  w as (select section, x, exp(l - max(l) over (partition by section)) as w from post),
  m as (
    select section, sum(x * w) / sum(w) as m1, sqrt(greatest(sum(x * x * w) / sum(w) - (sum(x * w) / sum(w)) ^ 2, 0)) as sd
    from w group by section
  )
  select coalesce((select m1 from m where section = 'reading_writing'), 0) as rw_theta,
         coalesce((select sd from m where section = 'reading_writing'), private.prior_sd()) as rw_se,
         coalesce((select m1 from m where section = 'math'), 0) as m_theta,
         coalesce((select sd from m where section = 'math'), private.prior_sd()) as m_se,
         (select count(*) from e where section = 'reading_writing')::integer as rw_questions,
         (select count(distinct test_id) from e where section = 'reading_writing')::integer as rw_tests,
         (select count(*) from e where section = 'math')::integer as m_questions,
         (select count(distinct test_id) from e where section = 'math')::integer as m_tests,
         (select count(*) from e)::integer as questions,
         (select count(distinct test_id) from e)::integer as tests,
         (select count(distinct test_id) filter (where is_full_sat) from e)::integer as full_sats,
         (select min(completed_at) from e) as since,
         (select max(completed_at) from e) as latest
    into rw;

  enough := rw.rw_questions >= rule.min_questions and rw.m_questions >= rule.min_questions;
  select * into tb from private.total_band(rw.rw_theta, rw.rw_se, rw.m_theta, rw.m_se);

  return jsonb_build_object(
    'enough', enough,
    'rule', jsonb_build_object('window_weeks', rule.window_weeks, 'half_life_days', rule.half_life_days,
      'min_questions', rule.min_questions),
    'questions', rw.questions,
    'tests', rw.tests,
    'full_sats', rw.full_sats,
    'since', rw.since,
    'latest', rw.latest,
    -- Scores only with enough evidence in both sections (hidden otherwise).
    'total', case when enough then jsonb_build_object(
      'score', private.scaled_score(rw.rw_theta) + private.scaled_score(rw.m_theta), 'low', tb.low, 'high', tb.high,
      'se', round(100 * sqrt(rw.rw_se ^ 2 + rw.m_se ^ 2))::integer) end,
    'sections', jsonb_build_object(
      'reading_writing', jsonb_build_object('questions', rw.rw_questions, 'tests', rw.rw_tests)
        || case when enough then private.section_result(rw.rw_theta, rw.rw_se) else '{}'::jsonb end,
      'math', jsonb_build_object('questions', rw.m_questions, 'tests', rw.m_tests)
        || case when enough then private.section_result(rw.m_theta, rw.m_se) else '{}'::jsonb end)
  );
end;
$$;

/** The signed-in student's predicted SAT score (private.score_prediction), from their own work only. */
create function public.get_score_prediction() returns jsonb
language sql stable security definer
set search_path = ''
as $$ select private.score_prediction(private.require_student(), now()) $$;

revoke execute on function private.predictor_rule(), private.prediction_responses(uuid, timestamptz),
  private.score_prediction(uuid, timestamptz) from public, anon, authenticated;
revoke execute on function public.get_score_prediction() from public, anon;
grant execute on function public.get_score_prediction() to authenticated;

comment on function public.get_score_prediction() is
  'Your predicted SAT score with 90 % bands, from first attempts of section tests and full SATs of the last 12 weeks '
  '(recent work weighted more); scores only with at least 20 questions in each section.';
