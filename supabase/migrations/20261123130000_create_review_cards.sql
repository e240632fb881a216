-- The mistakes queue: one spaced-repetition card per question per student,
-- scheduled with FSRS. The client computes each next card with ts-fsrs (we
-- do not write a scheduler); the server creates the cards and stores ratings
-- through public.rate_review_card, which validates them. The columns mirror
-- ts-fsrs 5.x `Card`.
--
-- Cards enter the queue on the server, never from the client:
--   * when a section test or practice set is submitted, and when a full SAT
--     completes (module keys are withheld until then), for every question
--     answered wrong or left blank;
--   * when check_review_answer grades a wrong answer.
-- Both are AFTER triggers on the rows those paths already write, so submit
-- stays one round trip, costs one set-based insert, and the submit functions
-- (which other work changes) are left alone.

create table public.review_cards (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  question_id uuid not null references public.questions (id) on delete cascade,
  -- ts-fsrs createEmptyCard(now): due now, everything else zero, state New.
  due timestamptz not null default now(),
  stability double precision not null default 0
    -- Up to ts-fsrs's S_MAX (36500 days, which it reaches exactly). NaN fails this (NaN sorts above
    -- every number), as does infinity.
    constraint review_cards_stability_range check (stability >= 0 and stability <= 36500),
  difficulty double precision not null default 0
    constraint review_cards_difficulty_range check (difficulty = 0 or difficulty between 1 and 10),
  elapsed_days integer not null default 0 constraint review_cards_elapsed_nonnegative check (elapsed_days >= 0),
  scheduled_days integer not null default 0 constraint review_cards_scheduled_nonnegative check (scheduled_days >= 0),
  learning_steps integer not null default 0 constraint review_cards_steps_nonnegative check (learning_steps >= 0),
  reps integer not null default 0 constraint review_cards_reps_nonnegative check (reps >= 0),
  lapses integer not null default 0 constraint review_cards_lapses_range check (lapses between 0 and reps),
  -- 0 New, 1 Learning, 2 Review, 3 Relearning (ts-fsrs State).
  state smallint not null default 0 constraint review_cards_state_range check (state between 0 and 3),
  last_review timestamptz,
  -- Where the mistake was made: a submitted test or a review check.
  source text not null constraint review_cards_source check (source in ('test', 'review')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (user_id, question_id),
  -- A card that was never rated is the empty card.
  constraint review_cards_new_unrated check (reps > 0 or (state = 0 and last_review is null and stability = 0))
);
-- The due queue and its count: a student's cards by due time.
create index review_cards_due_idx on public.review_cards (user_id, due);
create index review_cards_question_idx on public.review_cards (question_id);
create trigger review_cards_updated_at before update on public.review_cards
  for each row execute function private.set_updated_at();

alter table public.review_cards enable row level security;
create policy "students read their own review cards" on public.review_cards
  for select to authenticated using (user_id = (select auth.uid()) and (select private.is_entitled()));
-- Written only by the functions below and rate_review_card.
revoke all on public.review_cards from anon;
revoke insert, update, delete, truncate, references, trigger on public.review_cards from authenticated;
comment on table public.review_cards is
  'FSRS cards of the mistakes queue, one per question per student. Read your own; written only through rate_review_card and the server.';

/** A submitted section test or practice set: its wrong and blank questions join the student's queue. */
create function private.enqueue_session_mistakes() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.review_cards (user_id, question_id, source)
  select new.user_id, sq.question_id, 'test'
  from public.session_questions sq
  left join public.user_answers a on a.session_id = sq.session_id and a.question_id = sq.question_id
  where sq.session_id = new.id and a.is_correct is not true
  on conflict (user_id, question_id) do nothing;
  return null;
end;
$$;
-- Module sessions of a full SAT wait for the whole SAT (their keys do).
create trigger user_sessions_enqueue_mistakes after update of session_status on public.user_sessions
  for each row
  when (new.session_status = 'completed' and old.session_status is distinct from 'completed'
        and new.full_sat_session_id is null)
  execute function private.enqueue_session_mistakes();

/** A completed full SAT: the wrong and blank questions of its four modules join the queue. */
create function private.enqueue_full_sat_mistakes() returns trigger
language plpgsql security definer
set search_path = ''
as $$
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
$$;
create trigger full_sat_sessions_enqueue_mistakes after update of session_status on public.full_sat_sessions
  for each row
  when (new.session_status = 'completed' and old.session_status is distinct from 'completed')
  execute function private.enqueue_full_sat_mistakes();

/** A wrong review check: the question joins the queue (an existing card is left to its next rating). */
create function private.enqueue_review_mistakes() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.review_cards (user_id, question_id, source)
  select distinct user_id, question_id, 'review' from added where not is_correct
  on conflict (user_id, question_id) do nothing;
  return null;
end;
$$;
create trigger review_attempts_enqueue_mistakes after insert on public.review_attempts
  referencing new table as added for each statement execute function private.enqueue_review_mistakes();

-- The mistakes made before this migration (none on a fresh database).
insert into public.review_cards (user_id, question_id, source)
select distinct on (x.user_id, x.question_id) x.user_id, x.question_id, x.source
from (
  select s.user_id, sq.question_id, 'test' as source
  from public.user_sessions s
  join public.session_questions sq on sq.session_id = s.id
  left join public.user_answers a on a.session_id = sq.session_id and a.question_id = sq.question_id
  left join public.full_sat_sessions f on f.id = s.full_sat_session_id
  where s.session_status = 'completed' and (s.full_sat_session_id is null or f.session_status = 'completed')
    and a.is_correct is not true
  union all
  select r.user_id, r.question_id, 'review' from public.review_attempts r where not r.is_correct
) x
order by x.user_id, x.question_id, x.source desc
on conflict (user_id, question_id) do nothing;

-- Internal: executable by no API role. (Named, not `all functions in schema private`, which
-- would also take back private.is_entitled from the RLS policies that call it.)
revoke execute on function private.enqueue_session_mistakes(), private.enqueue_full_sat_mistakes(),
  private.enqueue_review_mistakes()
  from public, anon, authenticated;
