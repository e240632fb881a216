-- Template: a class report. For the students who redeemed a class's setup
-- code(s): their first-attempt full-SAT scores with bands, their predicted
-- SAT score (docs/scoring.md, "Score predictor"), how many tests they took
-- and when they last practised. One row per student.
--
-- 1. Set the codes below (any case), or the note they were issued with (the
--    issue template writes '<PREFIX> class codes'), or both.
-- 2. Run it in the SQL editor (hosted) or with psql against the "DB URL" from
--    `npm run stack` (local). It only reads.
--
-- Columns: student (e-mail), code, redeemed_at; full_sats: each
-- first-attempt full SAT, newest first, as "1240 (likely 1180-1300) on
-- 2026-11-02" (retakes are left out: their keys had been seen);
-- latest_full_sat, best_full_sat: totals of those; predicted_score,
-- predicted_low, predicted_high: the predictor's total and 90 % band (null
-- until the student has 20 questions in each section in tests of the last
-- 12 weeks; prediction_note then says what is missing); tests_taken:
-- completed section tests and full SATs (retakes included, practice sets
-- not), practice_sets; last_activity: the latest answer, review or
-- completed test (null if the student never practised).
with params as (
  select array['SPRING27-ABCDE-FGHJK']::text[] as class_codes, -- codes to report (any case), or '{}'
         null::text as class_note                              -- e.g. 'SPRING27 class codes', or null
),
class_codes as (
  select c.id, c.code from public.setup_codes c, params p
  where c.code = any (select upper(btrim(x)) from unnest(p.class_codes) x) or c.note = p.class_note
),
students as (
  select e.user_id, e.redeemed_at, c.code, u.email
  from public.student_entitlements e
  join class_codes c on c.id = e.setup_code_id
  join auth.users u on u.id = e.user_id
),
sats as (
  select f.user_id, f.total_score, f.total_low, f.total_high, f.completed_at
  from public.full_sat_sessions f join students s on s.user_id = f.user_id
  where f.session_status = 'completed' and not f.is_retake
),
predictions as (
  select s.user_id, private.score_prediction(s.user_id, now()) as p from students s
)
select
  s.email as student,
  s.code,
  s.redeemed_at,
  (select string_agg(format('%s (likely %s-%s) on %s', x.total_score, x.total_low, x.total_high,
     to_char(x.completed_at, 'YYYY-MM-DD')), '; ' order by x.completed_at desc)
   from sats x where x.user_id = s.user_id) as full_sats,
  (select x.total_score from sats x where x.user_id = s.user_id order by x.completed_at desc limit 1) as latest_full_sat,
  (select max(x.total_score) from sats x where x.user_id = s.user_id) as best_full_sat,
  (pr.p -> 'total' ->> 'score')::integer as predicted_score,
  (pr.p -> 'total' ->> 'low')::integer as predicted_low,
  (pr.p -> 'total' ->> 'high')::integer as predicted_high,
  case when (pr.p ->> 'enough')::boolean
    then format('from %s questions in %s tests', pr.p ->> 'questions', pr.p ->> 'tests')
    else format('not enough yet: %s of %s Reading and Writing and %s of %s Math questions',
      pr.p -> 'sections' -> 'reading_writing' ->> 'questions', pr.p -> 'rule' ->> 'min_questions',
      pr.p -> 'sections' -> 'math' ->> 'questions', pr.p -> 'rule' ->> 'min_questions')
  end as prediction_note,
  (select count(*) from public.user_sessions us join public.practice_tests t on t.id = us.practice_test_id
   where us.user_id = s.user_id and us.session_status = 'completed' and us.full_sat_session_id is null
     and t.test_type <> 'custom')
  + (select count(*) from public.full_sat_sessions f where f.user_id = s.user_id and f.session_status = 'completed')
    as tests_taken,
  (select count(*) from public.user_sessions us join public.practice_tests t on t.id = us.practice_test_id
   where us.user_id = s.user_id and us.session_status = 'completed' and t.test_type = 'custom') as practice_sets,
  greatest(
    (select max(coalesce(a.answered_at, a.updated_at)) from public.user_answers a where a.user_id = s.user_id),
    (select max(us.completed_at) from public.user_sessions us where us.user_id = s.user_id),
    (select max(r.created_at) from public.review_attempts r where r.user_id = s.user_id)
  ) as last_activity
from students s join predictions pr on pr.user_id = s.user_id
order by s.code, s.email;
