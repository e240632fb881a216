-- Scores a student can trust (issue 17): item response theory in place of
-- the fraction table.
--
-- * private.item_parameters: one row per question, 3PL for multiple choice
--   (guessing c = 0.25), 2PL for student-produced responses (c = 0). Started
--   from difficulty_level by private.level_item_parameters (docs/scoring.md):
--   b = -2.4 + 0.625 (level - 1), from -2.4 (level 1) to +2.6 (level 9);
--   a = 1.0 + 0.075 (level - 1), from 1.0 to 1.6; logistic with D = 1.7.
--   Private: no API role reads it (supabase/tests/grants.test.ts).
-- * A section score is the expected a posteriori ability given how many
--   were right in each module taken (summed-score EAP, Lord-Wingersky
--   recursion: private.count_score_table), quadrature over 61 fixed points
--   on [-4, 4] with a normal prior (SD 2). Pattern scoring
--   (private.eap_batch, kept for pooled estimates) let a student who missed
--   easy module-1 items score lower on the harder route than on the easier
--   one with the same number right; by counts, the rules hold on every cell.
--   Unanswered counts as wrong, as on the SAT.
-- * private.scaled_score: 500 + 100 theta, in steps of 10, clamped to
--   200-800; the band is theta +/- 1.645 posterior SD (a 90 % band).
-- * Full SATs score each section over both of its modules (the routing
--   module and the module actually taken); totals are the sum with a band
--   from both SDs; the percentile stays the spec's table.
-- * Section tests report their section on 200-800 with a band, no total:
--   Math test -> Math score, Reading or Writing test -> Reading and Writing
--   estimate. Practice sets (weak areas, favourites) are graded, never scored.
-- * complete_module and get_full_sat_state no longer say how many of a
--   module's questions were right until the whole SAT is complete.

create table private.item_parameters (
  question_id uuid primary key references public.questions (id) on delete cascade,
  a double precision not null constraint item_parameters_a_range check (a > 0 and a <= 4),
  b double precision not null constraint item_parameters_b_range check (b between -6 and 6),
  c double precision not null constraint item_parameters_c_range check (c >= 0 and c < 0.5),
  -- 'level': from difficulty_level; 'fitted': refitted from responses (private.recalibrate_items).
  source text not null default 'level' constraint item_parameters_source check (source in ('level', 'fitted')),
  responses integer not null default 0,
  updated_at timestamptz not null default now()
);
revoke all on private.item_parameters from public, anon, authenticated;
comment on table private.item_parameters is
  'IRT item parameters (3PL mcq, 2PL spr) per question; private: never readable through the API.';

/** Starting parameters for a difficulty level 1-9 (docs/scoring.md). */
create function private.level_item_parameters(p_level integer, p_format public.question_format,
  out a double precision, out b double precision, out c double precision)
language sql immutable
set search_path = ''
as $$
  select 1.0 + 0.075 * (p_level - 1), -2.4 + 0.625 * (p_level - 1),
         case when p_format = 'mcq' then 0.25 else 0.0 end
$$;

/** Keeps each question's level-based parameters in step with its level and format (fitted ones stay). */
create function private.sync_item_parameters() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into private.item_parameters (question_id, a, b, c)
  select new.id, p.a, p.b, p.c from private.level_item_parameters(new.difficulty_level, new.format) p
  on conflict (question_id) do update set a = excluded.a, b = excluded.b, c = excluded.c, updated_at = now()
    where private.item_parameters.source = 'level';
  return null;
end;
$$;
create trigger questions_item_parameters after insert or update of difficulty_level, format on public.questions
  for each row execute function private.sync_item_parameters();


/** Standard deviation of the normal prior on ability (docs/scoring.md: why this value). */
create function private.prior_sd() returns double precision
language sql immutable
set search_path = ''
as $$ select 2.0::double precision $$;

/** The quadrature: 61 fixed points on [-4, 4] (k = 0..60). */
create function private.quadrature_point(k integer) returns double precision
language sql immutable
set search_path = ''
as $$ select -4.0 + 8.0 * k / 60 $$;

/**
 * Each item's log probability of a right (lp) and a wrong (lq) answer at
 * each quadrature point, kept in step with private.item_parameters: scoring
 * then only sums (a full SAT section is 49-54 items x 61 points).
 */
create table private.item_curves (
  question_id uuid not null references private.item_parameters (question_id) on delete cascade,
  k smallint not null constraint item_curves_k_range check (k between 0 and 60),
  lp double precision not null,
  lq double precision not null,
  primary key (question_id, k)
);
revoke all on private.item_curves from public, anon, authenticated;

create function private.sync_item_curves() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into private.item_curves (question_id, k, lp, lq)
  select new.question_id, k, ln(pr), ln(1 - pr)
  from generate_series(0, 60) k
  cross join lateral (select new.c + (1 - new.c) / (1 + exp(-1.7 * new.a * (private.quadrature_point(k) - new.b))) as pr) i
  on conflict (question_id, k) do update set lp = excluded.lp, lq = excluded.lq;
  return null;
end;
$$;
create trigger item_parameters_curves after insert or update of a, b, c on private.item_parameters
  for each row execute function private.sync_item_curves();

/**
 * EAP ability and posterior SD for many response sets at once: element i of
 * the three arrays says that response set p_keys[i] answered p_questions[i]
 * right (true) or not (false or null: unanswered is wrong). Set-based, so
 * the scoring benchmark runs thousands of simulated students through this
 * same SQL. A key with no known question gets no row (callers fall back to
 * the prior).
 */
create function private.eap_batch(p_keys integer[], p_questions uuid[], p_correct boolean[])
returns table (key integer, theta double precision, se double precision, responses integer)
language sql stable security definer
set search_path = ''
as $$
  with r as (
    select u.key, u.question_id, coalesce(u.correct, false) as correct
    from unnest(p_keys, p_questions, p_correct) as u(key, question_id, correct)
  ),
  loglik as (
    select r.key, c.k, sum(case when r.correct then c.lp else c.lq end) as l, count(*) as responses
    from r join private.item_curves c on c.question_id = r.question_id
    group by r.key, c.k
  ),
  post as (
    select key, x, responses, l - 0.5 * (x / private.prior_sd()) ^ 2 as l
    from loglik cross join lateral (select private.quadrature_point(k) as x) q
  ),
  weighted as (
    select key, x, responses, exp(l - max(l) over (partition by key)) as w from post
  ),
  moments as (
    select key, sum(x * w) / sum(w) as m1, sum(x * x * w) / sum(w) as m2, max(responses)::integer as responses
    from weighted group by key
  )
  select key, m1, sqrt(greatest(m2 - m1 * m1, 0)), responses from moments
$$;

/** EAP ability and posterior SD of one response set (the prior when it is empty). */
create function private.eap(p_questions uuid[], p_correct boolean[],
  out theta double precision, out se double precision)
language sql stable security definer
set search_path = ''
as $$
  select coalesce(max(e.theta), 0), coalesce(max(e.se), private.prior_sd())
  from private.eap_batch(array_fill(1, array[coalesce(cardinality(p_questions), 0)]), p_questions, p_correct) e
$$;

insert into private.item_parameters (question_id, a, b, c)
select q.id, p.a, p.b, p.c from public.questions q cross join lateral private.level_item_parameters(q.difficulty_level, q.format) p
on conflict (question_id) do nothing;

/** A section score: 500 + 100 theta in steps of 10, within 200-800. */
create function private.scaled_score(p_theta double precision) returns integer
language sql immutable
set search_path = ''
as $$ select least(800, greatest(200, round((500 + 100 * p_theta) / 10) * 10))::integer $$;

/** z of a two-sided 90 % band. */
create function private.band_z() returns double precision
language sql immutable
set search_path = ''
as $$ select 1.645::double precision $$;

/**
 * Ends of a section's 90 % band, theta +/- 1.645 posterior SD on the scale.
 * Each end is rounded to the 10-point scale inward by half a step (0.05
 * theta): a band checked against a true score that is itself rounded to
 * 10 would otherwise hold it about 3 % more often than it says.
 */
create function private.band_low(p_theta double precision, p_se double precision) returns integer
language sql immutable
set search_path = ''
as $$ select least(private.scaled_score(p_theta), private.scaled_score(p_theta - private.band_z() * p_se + 0.05)) $$;

create function private.band_high(p_theta double precision, p_se double precision) returns integer
language sql immutable
set search_path = ''
as $$ select greatest(private.scaled_score(p_theta), private.scaled_score(p_theta + private.band_z() * p_se - 0.05)) $$;

/** Score, 90 % band and SE (scale points) of a section from its EAP. */
create function private.section_result(p_theta double precision, p_se double precision) returns jsonb
language sql immutable
set search_path = ''
as $$
  select jsonb_build_object(
    'score', private.scaled_score(p_theta),
    'low', private.band_low(p_theta, p_se),
    'high', private.band_high(p_theta, p_se),
    'se', round(100 * p_se)::integer)
$$;

/**
 * Lord-Wingersky recursion: the probability of each number right x (0..n)
 * at each quadrature point k, for a module's items. A section is scored
 * from how many were right in each module it took (summed-score EAP), so
 * the same number right on the same module always scores the same, and the
 * promised rules can be checked over every count (supabase/tests/scoring.test.ts).
 */
create function private.count_likelihood(p_questions uuid[]) returns table (k integer, x integer, p double precision)
rows 2000
language plpgsql stable security definer
set search_path = ''
as $$
declare
  probs double precision[];
  d double precision[];
  nd double precision[];
  n integer;
  pr double precision;
  kk integer;
  i integer;
  j integer;
begin
  -- probs[(i - 1) * 61 + k + 1]: item i's probability of a right answer at point k.
  select array_agg(exp(c.lp) order by u.ord, c.k), count(distinct u.ord) into probs, n
  from unnest(coalesce(p_questions, '{}')) with ordinality as u(question_id, ord)
  join private.item_curves c on c.question_id = u.question_id;
  n := coalesce(n, 0);
  for kk in 0..60 loop
    d := array[1.0::double precision];
    for i in 1..n loop
      pr := probs[(i - 1) * 61 + kk + 1];
      nd := array_fill(0::double precision, array[i + 1]);
      for j in 0..i - 1 loop
        nd[j + 1] := nd[j + 1] + d[j + 1] * (1 - pr);
        nd[j + 2] := nd[j + 2] + d[j + 1] * pr;
      end loop;
      d := nd;
    end loop;
    for j in 0..n loop
      k := kk;
      x := j;
      p := d[j + 1];
      return next;
    end loop;
  end loop;
end;
$$;

/**
 * The score table of a section taken as module p_m1 then module p_m2 (empty
 * for a section test): EAP ability and posterior SD for every pair of
 * numbers right. The scoring benchmark reads whole tables; a student's
 * score is one row of it (private.count_eap).
 */
create function private.count_score_table(p_m1 uuid[], p_m2 uuid[])
returns table (right_1 integer, right_2 integer, theta double precision, se double precision)
language sql stable security definer
set search_path = ''
as $$
  -- Materialized, and the small helpers evaluated once (a function with its own search_path is never
  -- inlined: called per row it cost seconds): 0.1 s per table instead.
  with l1 as materialized (select * from private.count_likelihood(p_m1)),
  l2 as materialized (select * from private.count_likelihood(coalesce(p_m2, '{}'))),
  pts as materialized (
    select k, private.quadrature_point(k) as t, exp(-0.5 * (private.quadrature_point(k) / private.prior_sd()) ^ 2) as prior
    from generate_series(0, 60) as k
  ),
  post as (
    select l1.x as right_1, l2.x as right_2, pts.t, l1.p * l2.p * pts.prior as w
    from l1 join l2 on l2.k = l1.k join pts on pts.k = l1.k
  ),
  m as (
    select right_1, right_2, sum(t * w) / sum(w) as m1, sum(t * t * w) / sum(w) as m2 from post group by 1, 2
  )
  select right_1, right_2, m1, sqrt(greatest(m2 - m1 * m1, 0)) from m
$$;

/** EAP ability and posterior SD for p_right_1 right of module p_m1 and p_right_2 of module p_m2. */
create function private.count_eap(p_m1 uuid[], p_right_1 integer, p_m2 uuid[], p_right_2 integer,
  out theta double precision, out se double precision)
language sql stable security definer
set search_path = ''
as $$
  select coalesce(max(t.theta), 0), coalesce(max(t.se), private.prior_sd())
  from private.count_score_table(p_m1, p_m2) t
  where t.right_1 = coalesce(p_right_1, 0) and t.right_2 = coalesce(p_right_2, 0)
$$;

/** A session's questions and how many were answered right (unanswered and never-saved count as wrong). */
create function private.session_items(p_session_id uuid, out items uuid[], out right_count integer)
language sql stable security definer
set search_path = ''
as $$
  select coalesce(array_agg(sq.question_id order by sq.position), '{}'),
         count(*) filter (where a.is_correct)::integer
  from public.session_questions sq
  left join public.user_answers a on a.session_id = sq.session_id and a.question_id = sq.question_id
  where sq.session_id = p_session_id
$$;

alter table public.user_sessions
  add column theta double precision,
  add column theta_se double precision constraint user_sessions_theta_se_positive check (theta_se >= 0),
  -- A section test's section score and 90 % band (200-800); null for modules and practice sets.
  add column section_score integer constraint user_sessions_section_score_range check (section_score between 200 and 800),
  add column score_low integer constraint user_sessions_score_low_range check (score_low between 200 and 800),
  add column score_high integer constraint user_sessions_score_high_range check (score_high between 200 and 800);

alter table public.full_sat_sessions
  add column reading_writing_theta double precision,
  add column reading_writing_se double precision,
  add column math_theta double precision,
  add column math_se double precision,
  add column reading_writing_low integer, add column reading_writing_high integer,
  add column math_low integer, add column math_high integer,
  add column total_low integer, add column total_high integer;

/** The section a section test reports: a Math test its Math score, Reading or Writing a Reading and Writing estimate. */
create function private.test_section(p_type public.test_type) returns text
language sql immutable
set search_path = ''
as $$ select case p_type when 'math' then 'math' when 'reading' then 'reading_writing'
                         when 'writing' then 'reading_writing' end $$;

/** Scores a completed section test (EAP over its questions); practice sets and modules get no score. */
create function private.score_section_test(p_session_id uuid) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  e record;
  kind public.test_type;
begin
  select t.test_type into kind from public.user_sessions s join public.practice_tests t on t.id = s.practice_test_id
    where s.id = p_session_id and s.full_sat_session_id is null;
  if private.test_section(kind) is null then
    update public.user_sessions set total_score = null, section_score = null, score_low = null, score_high = null,
      theta = null, theta_se = null where id = p_session_id;
    return;
  end if;
  select c.* into e from private.session_items(p_session_id) m
    cross join lateral private.count_eap(m.items, m.right_count, '{}', 0) c;
  update public.user_sessions set
    total_score = null,
    theta = e.theta, theta_se = e.se,
    section_score = private.scaled_score(e.theta),
    score_low = private.band_low(e.theta, e.se),
    score_high = private.band_high(e.theta, e.se)
  where id = p_session_id;
end;
$$;

/** Total band of a full SAT: the sum with both sections' SDs combined, 90 %, rounded inward like a section's, 400-1600. */
create function private.total_band(rw_theta double precision, rw_se double precision, m_theta double precision,
  m_se double precision, out low integer, out high integer)
language sql immutable
set search_path = ''
as $$
  with t as (
    select private.scaled_score(rw_theta) + private.scaled_score(m_theta) as total,
           private.band_z() * 100 * sqrt(rw_se ^ 2 + m_se ^ 2) - 5 as half
  )
  select least(total, greatest(400, (round((total - half) / 10) * 10)::integer)),
         greatest(total, least(1600, (round((total + half) / 10) * 10)::integer))
  from t
$$;

/** Scores a full SAT: each section by EAP over its routing module and the module actually taken. */
create function private.score_full_sat(p_full_sat_id uuid) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  rw record;
  ma record;
  tb record;
begin
  -- Each section: its routing module and the module actually taken (modules 1-2, 3-4).
  select c.* into rw
  from (select
          (select items from public.user_sessions s join public.test_modules m on m.id = s.test_module_id
             cross join lateral private.session_items(s.id) where s.full_sat_session_id = p_full_sat_id and m.module_order = 1) as i1,
          (select right_count from public.user_sessions s join public.test_modules m on m.id = s.test_module_id
             cross join lateral private.session_items(s.id) where s.full_sat_session_id = p_full_sat_id and m.module_order = 1) as r1,
          (select items from public.user_sessions s join public.test_modules m on m.id = s.test_module_id
             cross join lateral private.session_items(s.id) where s.full_sat_session_id = p_full_sat_id and m.module_order = 2) as i2,
          (select right_count from public.user_sessions s join public.test_modules m on m.id = s.test_module_id
             cross join lateral private.session_items(s.id) where s.full_sat_session_id = p_full_sat_id and m.module_order = 2) as r2
       ) x cross join lateral private.count_eap(x.i1, x.r1, x.i2, x.r2) c;
  select c.* into ma
  from (select
          (select items from public.user_sessions s join public.test_modules m on m.id = s.test_module_id
             cross join lateral private.session_items(s.id) where s.full_sat_session_id = p_full_sat_id and m.module_order = 3) as i1,
          (select right_count from public.user_sessions s join public.test_modules m on m.id = s.test_module_id
             cross join lateral private.session_items(s.id) where s.full_sat_session_id = p_full_sat_id and m.module_order = 3) as r1,
          (select items from public.user_sessions s join public.test_modules m on m.id = s.test_module_id
             cross join lateral private.session_items(s.id) where s.full_sat_session_id = p_full_sat_id and m.module_order = 4) as i2,
          (select right_count from public.user_sessions s join public.test_modules m on m.id = s.test_module_id
             cross join lateral private.session_items(s.id) where s.full_sat_session_id = p_full_sat_id and m.module_order = 4) as r2
       ) x cross join lateral private.count_eap(x.i1, x.r1, x.i2, x.r2) c;
  select * into tb from private.total_band(rw.theta, rw.se, ma.theta, ma.se);
  update public.full_sat_sessions set
    reading_writing_theta = rw.theta, reading_writing_se = rw.se, math_theta = ma.theta, math_se = ma.se,
    reading_writing_score = private.scaled_score(rw.theta),
    reading_writing_low = private.band_low(rw.theta, rw.se),
    reading_writing_high = private.band_high(rw.theta, rw.se),
    math_score = private.scaled_score(ma.theta),
    math_low = private.band_low(ma.theta, ma.se),
    math_high = private.band_high(ma.theta, ma.se),
    total_score = private.scaled_score(rw.theta) + private.scaled_score(ma.theta),
    total_low = tb.low, total_high = tb.high,
    percentile = private.score_percentile(private.scaled_score(rw.theta) + private.scaled_score(ma.theta))
  where id = p_full_sat_id;
end;
$$;

/** Final scores of a full SAT (private.score_full_sat) and its completion. */
create or replace function private.finish_full_sat(f public.full_sat_sessions) returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  -- Scored first: a completed full SAT always carries its scores (full_sat_completed_scored).
  perform private.score_full_sat(f.id);
  update public.full_sat_sessions set session_status = 'completed', completed_at = now() where id = f.id;
end;
$$;

-- Rescore what is already recorded: full SATs, section tests; practice sets lose their /1600 score.
select private.score_full_sat(id) from public.full_sat_sessions where session_status = 'completed';
select private.score_section_test(id) from public.user_sessions
  where session_status = 'completed' and full_sat_session_id is null;

/** Everything the client needs to show (or resume) a full SAT; module results stay hidden until it is complete. */
create or replace function private.full_sat_state(f public.full_sat_sessions) returns jsonb
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
          when s.session_status = 'cancelled' then 'cancelled'
          when s.id is not null then 'in_progress'
          when m.module_order = f.current_module and f.session_status = 'active' then 'available'
          else 'locked' end,
        -- How many were right tells a student the keys of questions answered alone: only once the SAT is done.
        'score_percent', case when f.session_status = 'completed' then s.score_percent end,
        'time_remaining_seconds', case when s.id is not null then private.remaining_seconds(s) end,
        'deadline_at', s.deadline_at,
        'paused', s.paused_at is not null
      ) order by m.module_order)
      from public.test_modules m
      left join public.user_sessions s on s.full_sat_session_id = f.id and s.test_module_id = m.id
      where m.practice_test_id = f.practice_test_id)
  )
$$;

/**
 * Submits a module (also after its time ran out): grades it and moves the
 * full SAT on: the adaptive tier after modules 1 and 3, the break after
 * module 2, the final scores after module 4. Says nothing about how many
 * answers were right (that would reveal keys) until the whole SAT is done.
 */
create or replace function public.complete_module(p_session_id uuid) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  s public.user_sessions := private.lock_own_session(p_session_id);
  f public.full_sat_sessions;
  m public.test_modules;
  g record;
  pct integer;
begin
  if s.full_sat_session_id is null then
    raise exception 'This is not a full SAT module; use submit_session.' using errcode = '22023';
  end if;
  f := private.lock_own_full_sat(s.full_sat_session_id);
  select * into m from public.test_modules where id = s.test_module_id;
  if s.session_status = 'cancelled' then
    raise exception 'This full SAT is no longer active.' using errcode = 'P0001';
  end if;
  if s.session_status = 'active' then
    if f.session_status <> 'active' then
      raise exception 'This full SAT is no longer active.' using errcode = 'P0001';
    end if;
    select * into g from private.grade_session(s.id);
    pct := round(100.0 * g.correct / g.total);
    update public.user_sessions
      set session_status = 'completed', completed_at = now(), correct_count = g.correct, score_percent = pct,
          time_remaining_seconds = 0, paused_at = null
      where id = s.id;
    update public.full_sat_sessions set
      module_1_completed_at = case when m.module_order = 1 then now() else module_1_completed_at end,
      module_2_completed_at = case when m.module_order = 2 then now() else module_2_completed_at end,
      module_3_completed_at = case when m.module_order = 3 then now() else module_3_completed_at end,
      module_4_completed_at = case when m.module_order = 4 then now() else module_4_completed_at end,
      module_2_tier = case when m.module_order = 1 then private.adaptive_tier(pct) else module_2_tier end,
      module_4_tier = case when m.module_order = 3 then private.adaptive_tier(pct) else module_4_tier end,
      break_started_at = case when m.module_order = 2 then now() else break_started_at end,
      current_module = least(m.module_order + 1, 4)
    where id = f.id
    returning * into f;
    if m.module_order = 4 then
      perform private.finish_full_sat(f);
    end if;
  end if;
  select * into f from public.full_sat_sessions where id = f.id;
  select * into s from public.user_sessions where id = s.id;
  return jsonb_build_object(
    'module', case when f.session_status = 'completed'
      then jsonb_build_object('module_order', m.module_order, 'correct', s.correct_count,
             'total', s.question_count, 'score_percent', s.score_percent)
      else jsonb_build_object('module_order', m.module_order, 'total', s.question_count) end,
    'state', private.full_sat_state(f));
end;
$$;

/** Submits a section test or practice set (also after its deadline) and returns its result. */
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
          score_percent = round(100.0 * g.correct / g.total),
          time_remaining_seconds = case when is_timed then 0 end, paused_at = null
      where id = s.id;
    perform private.score_section_test(s.id);
  end if;
  return public.get_session_result(s.id);
end;
$$;

/**
 * Result of a submitted section test or practice set. A section test
 * carries its section's score on 200-800 with its 90 % band and SE (no
 * total, no percentile); a practice set is graded, never scored.
 */
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
    'is_practice', t.test_type = 'custom',
    'section', private.test_section(t.test_type),
    'section_label', case private.test_section(t.test_type) when 'math' then 'Math score'
      when 'reading_writing' then 'Reading and Writing estimate' end,
    'section_score', s.section_score,
    'score_low', s.score_low,
    'score_high', s.score_high,
    'score_se', round(100 * s.theta_se)::integer,
    'total_score', null,
    'score_percent', s.score_percent,
    'percentile', null,
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

-- Only this migration's helpers (a blanket revoke would take back what RLS
-- policies call: private.is_entitled, private.unreleased_module_sessions).
do $$
declare
  fn regprocedure;
begin
  for fn in
    select p.oid::regprocedure from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'private' and p.proname in ('level_item_parameters', 'sync_item_parameters', 'prior_sd',
      'quadrature_point', 'sync_item_curves', 'eap_batch', 'eap', 'scaled_score', 'band_z', 'band_low', 'band_high',
      'section_result', 'count_likelihood', 'count_score_table', 'count_eap', 'session_items', 'test_section', 'score_section_test', 'total_band', 'score_full_sat',
      'finish_full_sat', 'full_sat_state')
  loop
    execute format('revoke execute on function %s from public, anon, authenticated', fn);
  end loop;
end;
$$;

comment on function public.complete_module(uuid) is
  'Grades a module and moves the full SAT on (adaptive tier, break, final estimated scores). '
  'Nothing about right answers until the whole SAT is complete.';
comment on function public.submit_session(uuid) is
  'Grades and submits a section test (scored on its section''s 200-800 scale with a 90 % band) or a practice set '
  '(graded, not scored), also after the deadline, and returns its result.';
comment on function public.get_session_result(uuid) is
  'Result of a submitted section test (section score, band, SE) or practice set (graded only); '
  'keys only where they may be released now. Module results come with the full SAT.';

/** Results of a completed full SAT: scores, modules, analytics and every question with its key (where releasable). */
create or replace function public.get_full_sat_result(p_full_sat_session_id uuid) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  f public.full_sat_sessions;
begin
  select * into f from public.full_sat_sessions where id = p_full_sat_session_id and user_id = private.require_student();
  if not found then
    raise exception 'Full SAT session not found.' using errcode = 'PT404';
  end if;
  if f.session_status <> 'completed' then
    raise exception 'Finish all four modules to see your results.' using errcode = 'P0001';
  end if;
  return jsonb_build_object(
    'session', to_jsonb(f),
    'title', (select t.title from public.practice_tests t where t.id = f.practice_test_id),
    'is_retake', f.is_retake,
    'score_label', 'estimated',
    -- Each score with its 90 % band and SE in scale points (docs/scoring.md).
    'scores', jsonb_build_object(
      'reading_writing', jsonb_build_object('score', f.reading_writing_score, 'low', f.reading_writing_low,
        'high', f.reading_writing_high, 'se', round(100 * f.reading_writing_se)::integer),
      'math', jsonb_build_object('score', f.math_score, 'low', f.math_low, 'high', f.math_high,
        'se', round(100 * f.math_se)::integer),
      'total', jsonb_build_object('score', f.total_score, 'low', f.total_low, 'high', f.total_high,
        'se', round(100 * sqrt(f.reading_writing_se ^ 2 + f.math_se ^ 2))::integer),
      'percentile', f.percentile),
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
      select coalesce(jsonb_agg(q || jsonb_build_object('module_order', m.module_order, 'domain', qq.domain)
        order by m.module_order, (q ->> 'position')::integer), '[]'::jsonb)
      from public.user_sessions s
      join public.test_modules m on m.id = s.test_module_id
      cross join lateral jsonb_array_elements(private.session_review(s.id)) q
      join public.questions qq on qq.id = (q ->> 'question_id')::uuid
      where s.full_sat_session_id = f.id)
  );
end;
$$;

comment on function public.get_full_sat_result(uuid) is
  'Result of a completed full SAT: estimated scores with 90 % bands and SEs, modules, analytics and keys (only after '
  'all four modules), each question with its domain and skill (topic).';
