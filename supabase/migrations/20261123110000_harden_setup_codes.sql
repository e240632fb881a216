-- Setup codes, hardened:
-- * the access internals move to the private schema (not exposed by the
--   Data API); RLS policies and triggers keep working because they refer to
--   functions by OID, and a schema move keeps the OID;
-- * failed validations and redemptions are rate-limited per client address
--   and per signed-in student (10 a minute), so codes cannot be guessed;
-- * failures are reported as data, so the transaction that counts them
--   commits (a raised error would roll the count back);
-- * new codes come from gen_random_bytes (private.new_setup_code).

alter function public.set_updated_at() set schema private;
alter function public.is_entitled() set schema private;
alter function public.check_setup_code(text) set schema private;
alter function public.redeem_setup_code_by_id(uuid) set schema private;

-- RLS policies of every student table call it as the signed-in student.
revoke execute on function private.is_entitled() from public, anon;
grant execute on function private.is_entitled() to authenticated;

/** Failed setup-code attempts allowed per client address, and per student, in one minute. */
create function private.setup_code_attempt_limit() returns integer
language sql immutable
set search_path = ''
as $$
  select 10
$$;

/**
 * Refuses (PT429, HTTP 429) a setup-code attempt from a client address or a
 * student that already failed the limit this minute, whatever the code: a
 * right guess must not get through once the limit is spent. Also refuses a
 * read-only transaction (a GET on the RPC), where a failure could not be
 * counted and the answer would be an oracle.
 *
 * A burst of parallel guesses would all read the count before any of them
 * committed a failure, so the attempts of one address (and one student) take
 * turns: each holds a transaction-level advisory lock on its buckets, always
 * address first, then student (one order, so no deadlock), and reads the
 * count only once it has the lock (volatile: each statement takes a fresh
 * snapshot, which sees the failures committed while it waited).
 */
create function private.setup_code_attempt_check() returns void
language plpgsql
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  by_address text := 'setup-code:ip:' || private.client_address();
  by_student text := 'setup-code:user:' || uid;
begin
  if current_setting('transaction_read_only')::boolean then
    raise exception 'Send setup codes with POST' using errcode = '25006';
  end if;
  perform pg_advisory_xact_lock(hashtextextended(by_address, 0));
  if uid is not null then
    perform pg_advisory_xact_lock(hashtextextended(by_student, 0));
  end if;
  perform private.throttle_check(by_address, private.setup_code_attempt_limit());
  if uid is not null then
    perform private.throttle_check(by_student, private.setup_code_attempt_limit());
  end if;
end;
$$;

/** Counts one failed setup-code attempt against the client address and the student. */
create function private.setup_code_attempt_failed() returns void
language plpgsql
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
begin
  perform private.throttle_hit('setup-code:ip:' || private.client_address());
  if uid is not null then
    perform private.throttle_hit('setup-code:user:' || uid);
  end if;
end;
$$;

/** The answer of a redemption that did not happen, with the message to show. */
create function private.redemption_failed(p_error text) returns jsonb
language sql stable
set search_path = ''
as $$
  select jsonb_build_object('redeemed', false, 'code_id', null, 'already_entitled', false, 'error', p_error)
$$;

/**
 * Binds the signed-in student to a code and counts the use, once per
 * student: a student who already has an entitlement keeps it and no use is
 * counted again. An unusable code is reported as {redeemed: false, error}
 * and counted as a failed attempt.
 */
create or replace function private.redeem_setup_code_by_id(p_code_id uuid) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  existing public.student_entitlements;
  c public.setup_codes;
  problem text;
begin
  if uid is null then
    raise exception 'You must be signed in to redeem a setup code' using errcode = '28000';
  end if;
  select * into existing from public.student_entitlements where user_id = uid;
  if found then
    return jsonb_build_object('redeemed', true, 'code_id', existing.setup_code_id, 'already_entitled', true,
      'error', null);
  end if;
  perform private.setup_code_attempt_check();
  -- Lock the code row so concurrent redemptions cannot exceed max_uses.
  select * into c from public.setup_codes where id = p_code_id for update;
  if not found then
    problem := 'This setup code does not exist. Check it with your instructor.';
  elsif not c.active then
    problem := 'This setup code has been deactivated. Ask your instructor for a new one.';
  elsif c.expires_at is not null and c.expires_at <= now() then
    problem := 'This setup code has expired. Ask your instructor for a new one.';
  elsif c.max_uses is not null and c.uses >= c.max_uses then
    problem := 'This setup code has already been used the maximum number of times.';
  end if;
  if problem is not null then
    perform private.setup_code_attempt_failed();
    return private.redemption_failed(problem);
  end if;
  insert into public.student_entitlements (user_id, setup_code_id) values (uid, c.id)
    on conflict (user_id) do nothing;
  if found then
    update public.setup_codes set uses = uses + 1 where id = c.id;
  end if;
  return jsonb_build_object('redeemed', true, 'code_id', c.id, 'already_entitled', false, 'error', null);
end;
$$;

-- Volatile now: a failed validation is counted, and PostgREST runs STABLE
-- functions in read-only transactions.
create or replace function public.validate_setup_code(input_code text) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  r record;
begin
  perform private.setup_code_attempt_check();
  select * into r from private.check_setup_code(input_code);
  if r.code_id is null then
    perform private.setup_code_attempt_failed();
  end if;
  return jsonb_build_object('valid', r.code_id is not null, 'code_id', r.code_id, 'error', r.error);
end;
$$;

create or replace function public.redeem_setup_code(input_code text) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  entitled uuid;
  r record;
begin
  if uid is null then
    raise exception 'You must be signed in to redeem a setup code' using errcode = '28000';
  end if;
  select setup_code_id into entitled from public.student_entitlements where user_id = uid;
  if found then
    return private.redeem_setup_code_by_id(entitled);
  end if;
  perform private.setup_code_attempt_check();
  select * into r from private.check_setup_code(input_code);
  if r.code_id is null then
    perform private.setup_code_attempt_failed();
    return private.redemption_failed(r.error);
  end if;
  return private.redeem_setup_code_by_id(r.code_id);
end;
$$;

create or replace function public.increment_setup_code_usage(code_id uuid) returns jsonb
language sql security definer
set search_path = ''
as $$
  select private.redeem_setup_code_by_id(code_id)
$$;

comment on function public.validate_setup_code(text) is
  'Before sign-in: is this setup code usable? Returns {valid, code_id, error}. Failed attempts count against the '
  'client address (and the student when signed in): after 10 in a minute every attempt gets HTTP 429.';
comment on function public.redeem_setup_code(text) is
  'After sign-in: redeem a setup code by its text (case and spaces ignored). Returns {redeemed, code_id, '
  'already_entitled, error}; an unusable code gives redeemed=false with the message to show, and counts as a '
  'failed attempt (10 a minute, then HTTP 429).';
comment on function public.increment_setup_code_usage(uuid) is
  'After sign-in: redeem the code validate_setup_code returned (the spec''s name). Same answer and limits as '
  'redeem_setup_code; a student is bound to one code and counts one use, once.';

/**
 * A new setup code: the prefix, then 10 symbols from a 32-symbol alphabet
 * (50 random bits from gen_random_bytes, 5 bits per byte, so every symbol is
 * equally likely) in two groups of five. The alphabet leaves out 0/O and 1/I,
 * which students misread. Used by supabase/templates/issue-setup-codes.sql.
 */
create function private.new_setup_code(p_prefix text) returns text
language plpgsql volatile
set search_path = ''
as $$
declare
  alphabet constant text := 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  bytes bytea := extensions.gen_random_bytes(10);
  body text := '';
begin
  if p_prefix is null or p_prefix !~ '^[A-Z0-9]{2,20}$' then
    raise exception 'A setup code prefix is 2 to 20 capital letters or digits, not %', coalesce(p_prefix, 'null')
      using errcode = '22023';
  end if;
  for i in 0..9 loop
    body := body || substr(alphabet, 1 + (get_byte(bytes, i) & 31), 1);
  end loop;
  return p_prefix || '-' || substr(body, 1, 5) || '-' || substr(body, 6, 5);
end;
$$;

revoke execute on function private.setup_code_attempt_limit(), private.setup_code_attempt_check(),
  private.setup_code_attempt_failed(), private.redemption_failed(text), private.new_setup_code(text),
  private.check_setup_code(text), private.redeem_setup_code_by_id(uuid), private.set_updated_at()
  from public, anon, authenticated;
revoke execute on function public.validate_setup_code(text), public.redeem_setup_code(text),
  public.increment_setup_code_usage(uuid) from public;
grant execute on function public.validate_setup_code(text) to anon, authenticated;
grant execute on function public.redeem_setup_code(text), public.increment_setup_code_usage(uuid) to authenticated;
revoke execute on function public.redeem_setup_code(text), public.increment_setup_code_usage(uuid) from anon;
