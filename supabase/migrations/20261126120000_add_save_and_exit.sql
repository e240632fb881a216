-- Save and Exit (issue 19, part 3), as in the official app: a student leaves
-- a timed section test or full-SAT module and comes back later with the clock
-- where it was. Unlike pause_session (a short pause, at most 10 minutes, with
-- answers still accepted), Save and Exit has no time cap and its own rules, so
-- that leaving can never buy time:
--   * the remaining seconds are frozen at the server's figure when the student
--     exits, rounded down (the client's figure is never asked for);
--   * while exited, the clock reads that frozen figure and answers cannot
--     change (a trigger refuses them, whatever RPC writes);
--   * resuming sets a new deadline = now + the frozen seconds, once: a second
--     resume finds nothing to resume;
--   * leaving after the deadline is refused (there is no time left to keep);
--   * submitting (or a new full-SAT attempt cancelling the module) while
--     exited closes the exit and records its length.
-- Results and history read how long an attempt was paused and exited through
-- get_attempt_pauses. First-attempt and retake rules are untouched.

alter table public.user_sessions
  -- Set while the student has saved and exited (the clock is stopped).
  add column exited_at timestamptz,
  -- The server's seconds left, frozen when the student exited.
  add column exit_remaining_seconds integer,
  -- Time spent saved-and-exited, closed exits only (the open one is now() - exited_at).
  add column exited_seconds integer not null default 0,
  -- How many times the student saved and exited this session.
  add column exit_count integer not null default 0;
alter table public.user_sessions
  add constraint user_sessions_exit_shape check ((exited_at is null) = (exit_remaining_seconds is null)),
  add constraint user_sessions_exit_active check (exited_at is null or (is_timed and session_status = 'active')),
  add constraint user_sessions_exit_remaining check (
    exit_remaining_seconds is null or exit_remaining_seconds between 1 and time_limit_seconds),
  add constraint user_sessions_exit_totals check (exited_seconds >= 0 and exit_count >= 0);

comment on column public.user_sessions.exited_at is 'Set while the student has saved and exited: the clock is stopped.';
comment on column public.user_sessions.exit_remaining_seconds is
  'Seconds left by the server clock when the student saved and exited (rounded down); the new deadline on resume.';

/**
 * When a timed session's countdown ends. While saved-and-exited it is always
 * the frozen seconds from now (the clock does not run); otherwise as before:
 * the deadline, moved by an ongoing short pause (up to the pause cap).
 */
create or replace function private.effective_deadline(s public.user_sessions) returns timestamptz
language sql stable
set search_path = ''
as $$
  select case
    when not s.is_timed then null
    when s.exited_at is not null then now() + make_interval(secs => s.exit_remaining_seconds)
    when s.paused_at is null then s.deadline_at
    else s.deadline_at + least(now() - s.paused_at, make_interval(secs => private.max_pause_seconds() - s.paused_seconds))
  end
$$;

/**
 * Saves and exits a timed, active session: its remaining time is frozen at
 * the server's figure (whole seconds, rounded down so leaving never adds a
 * fraction), an ongoing short pause is closed, and answers are refused until
 * the student resumes. Idempotent while exited. Untimed tests have no clock
 * to stop; a test whose time is up has nothing left to keep.
 */
create function public.save_and_exit(p_session_id uuid) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  s public.user_sessions := private.lock_own_session(p_session_id);
  left_seconds integer;
  paused integer := 0;
begin
  if s.session_status = 'cancelled' then
    raise exception 'This test was cancelled when a new attempt started.' using errcode = 'P0001';
  elsif s.session_status <> 'active' then
    raise exception 'This test has already been submitted.' using errcode = 'P0001';
  elsif not s.is_timed then
    raise exception 'An untimed test has no clock to stop: your answers are saved as you go, so you can simply leave.'
      using errcode = '22023';
  elsif s.exited_at is not null then
    return private.session_json(s);
  end if;
  left_seconds := least(s.time_limit_seconds,
    greatest(0, floor(extract(epoch from private.effective_deadline(s) - now()))::integer));
  if left_seconds = 0 then
    raise exception 'Time is up for this test: there is no time left to save.' using errcode = 'P0001';
  end if;
  if s.paused_at is not null then
    -- The short pause so far was already counted in left_seconds; record it as used.
    paused := least(ceil(extract(epoch from now() - s.paused_at))::integer,
                    private.max_pause_seconds() - s.paused_seconds);
  end if;
  update public.user_sessions
    set exited_at = now(), exit_remaining_seconds = left_seconds, exit_count = exit_count + 1,
        paused_at = null, paused_seconds = paused_seconds + paused,
        time_remaining_seconds = least(coalesce(time_remaining_seconds, left_seconds), left_seconds)
    where id = s.id returning * into s;
  return private.session_json(s);
end;
$$;

/**
 * Resumes a saved-and-exited session: the new deadline is now plus the
 * frozen seconds, and the time away is recorded. A session that is not
 * exited (never was, or already resumed) is returned unchanged, so a
 * repeated or racing resume gains nothing.
 */
create function public.resume_saved_session(p_session_id uuid) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  s public.user_sessions := private.lock_own_session(p_session_id);
begin
  if s.exited_at is not null then
    update public.user_sessions
      set deadline_at = now() + make_interval(secs => exit_remaining_seconds),
          exited_seconds = exited_seconds + ceil(extract(epoch from now() - exited_at))::integer,
          exited_at = null, exit_remaining_seconds = null, paused_at = null
      where id = s.id returning * into s;
  end if;
  return private.session_json(private.sync_clock(s));
end;
$$;

/** A session that leaves 'active' (submitted, module completed, cancelled) while exited closes its exit. */
create function private.close_exit_on_finish() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.session_status <> 'active' and new.exited_at is not null then
    new.exited_seconds := new.exited_seconds + ceil(extract(epoch from now() - new.exited_at))::integer;
    new.exited_at := null;
    new.exit_remaining_seconds := null;
  end if;
  return new;
end;
$$;

create trigger user_sessions_close_exit before update of session_status on public.user_sessions
  for each row execute function private.close_exit_on_finish();

/**
 * While a session is saved-and-exited its answers cannot change (any writer:
 * save_answer today, whatever comes later). Grading's blank rows for
 * unanswered questions and is_correct updates still pass, so a submit works.
 */
create function private.refuse_answers_while_exited() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if exists (select 1 from public.user_sessions where id = new.session_id and exited_at is not null) then
    if (tg_op = 'INSERT' and (new.user_answer is not null or new.flagged or new.eliminated <> ''
                               or new.time_spent_seconds > 0))
       or (tg_op = 'UPDATE' and (new.user_answer, new.flagged, new.eliminated, new.time_spent_seconds)
                                 is distinct from (old.user_answer, old.flagged, old.eliminated, old.time_spent_seconds))
    then
      raise exception 'You saved and exited this test: resume it to change your answers.' using errcode = 'P0001';
    end if;
  end if;
  return new;
end;
$$;

create trigger user_answers_refuse_while_exited before insert or update on public.user_answers
  for each row execute function private.refuse_answers_while_exited();

/**
 * How long each of the caller's attempts was stopped: short pauses
 * (paused_seconds) and Save and Exit (exit_count, exited_seconds, counting an
 * exit still open). Ids may be section-test sessions or full SATs (summed
 * over their modules); ids that are not the caller's are left out.
 */
create function public.get_attempt_pauses(p_ids uuid[]) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  uid uuid := private.require_student();
begin
  if p_ids is null or cardinality(p_ids) > 200 then
    raise exception 'Ask for between 0 and 200 attempts at a time.' using errcode = '22023';
  end if;
  return coalesce((
    select jsonb_agg(jsonb_build_object('id', a.id, 'paused_seconds', a.paused, 'exit_count', a.exits,
      'exited_seconds', a.exited) order by a.id)
    from (
      select s.id, s.paused_seconds as paused, s.exit_count as exits,
             s.exited_seconds + coalesce(ceil(extract(epoch from now() - s.exited_at))::integer, 0) as exited
      from public.user_sessions s
      where s.user_id = uid and s.id = any (p_ids) and s.full_sat_session_id is null
      union all
      select f.id, coalesce(sum(s.paused_seconds), 0)::integer, coalesce(sum(s.exit_count), 0)::integer,
             coalesce(sum(s.exited_seconds + coalesce(ceil(extract(epoch from now() - s.exited_at))::integer, 0)), 0)::integer
      from public.full_sat_sessions f
      left join public.user_sessions s on s.full_sat_session_id = f.id and s.user_id = uid
      where f.user_id = uid and f.id = any (p_ids)
      group by f.id
    ) a), '[]'::jsonb);
end;
$$;

revoke execute on function private.close_exit_on_finish(), private.refuse_answers_while_exited()
  from public, anon, authenticated;
revoke execute on function public.save_and_exit(uuid), public.resume_saved_session(uuid),
  public.get_attempt_pauses(uuid[]) from public, anon;
grant execute on function public.save_and_exit(uuid), public.resume_saved_session(uuid),
  public.get_attempt_pauses(uuid[]) to authenticated;

comment on function public.save_and_exit(uuid) is
  'Save and Exit: stops a timed session''s clock at the server''s remaining seconds (rounded down); answers are refused until resume_saved_session.';
comment on function public.resume_saved_session(uuid) is
  'Resumes a saved-and-exited session: new deadline = now + the frozen seconds. Not exited: returned unchanged.';
comment on function public.get_attempt_pauses(uuid[]) is
  'Pause and Save-and-Exit totals of the caller''s section-test sessions or full SATs (at most 200 ids).';
