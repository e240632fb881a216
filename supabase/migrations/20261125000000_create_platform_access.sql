-- Baseline (platform and access): setup codes, entitlements,
-- the API roles' table privileges and the private schema.
-- Squashed from the migrations of 2026-11-21 to 2026-11-23; from here on every
-- change is a new migration (docs/migrations.md). supabase/schema.sql shows
-- the current definition of every object.

-- Function bodies refer to tables and functions of later baseline files.
set check_function_bodies = false;

-- What the API roles may do with tables, narrowed to what the app needs.
--
-- 1. No stray privileges: Supabase's default grants give anon and
--    authenticated TRUNCATE (not subject to RLS), REFERENCES, TRIGGER and, on
--    Postgres 17, MAINTAIN on every table. Revoked for every table created in
--    public from here on; each table below also states its grants in full.
-- 2. Anonymous visitors read no table (they only call validate_setup_code).
-- 3. No embedding chain that fans out. PostgREST embeds along foreign keys
--    between tables the role can read, to any depth:
--    practice_tests?select=id,test_modules(id,practice_tests(id,test_modules(...)))
--    grows fourfold per level, and the same works with a student's own
--    sessions or a session's questions; one student running such requests in
--    parallel held the pool and slowed every other student's saves by
--    seconds. So the tables that sit between others are closed to direct
--    reads; the app reads them through RPCs (get_session_questions,
--    get_full_sat_state, get_test_history, ...). Every table an API role can
--    read is a leaf: none of its foreign keys leads to another readable
--    table, and no readable table points at it
--    (supabase/tests/embedding.test.ts checks this on the live catalogue).
alter default privileges in schema public revoke truncate, references, trigger on tables from anon, authenticated;
do $$
begin
  -- MAINTAIN (VACUUM, ANALYZE, REINDEX, ...) exists from Postgres 17 on.
  if current_setting('server_version_num')::integer >= 170000 then
    execute 'alter default privileges in schema public revoke maintain on tables from anon, authenticated';
  end if;
end;
$$;

-- A schema the Data API does not expose (PostgREST serves `public` only), for
-- internal helpers and bookkeeping, as Supabase's guidance recommends for
-- security definer functions. Nothing here is callable through the API
-- unless it is granted on purpose below. (Functions are executable by PUBLIC
-- by default, and a schema's default privileges cannot take that away: every
-- function here revokes it explicitly.) RLS policies of the API roles call
-- helpers here (e.g. is_entitled), hence USAGE for anon and authenticated.

create schema private;
grant usage on schema private to anon;
grant usage on schema private to authenticated;

CREATE OR REPLACE FUNCTION private.set_updated_at()
 RETURNS trigger
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
begin
  new.updated_at := now();
  return new;
end;
$function$;
revoke all on function private.set_updated_at() from public, anon, authenticated, service_role;
grant execute on function private.set_updated_at() to service_role;

create table public.setup_codes (
  id uuid default gen_random_uuid() not null,
  code text not null,
  uses integer default 0 not null,
  max_uses integer,
  expires_at timestamp with time zone,
  active boolean default true not null,
  -- Who the code was issued to (a class, a cohort); for instructors' own records.
  note text,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  constraint setup_codes_pkey PRIMARY KEY (id),
  constraint setup_codes_code_key UNIQUE (code),
  constraint setup_codes_code_format CHECK (code ~ '^[A-Z0-9][A-Z0-9-]{3,31}$'::text),
  constraint setup_codes_max_uses_positive CHECK (max_uses IS NULL OR max_uses > 0),
  constraint setup_codes_uses_nonnegative CHECK (uses >= 0)
);
alter table public.setup_codes enable row level security;
CREATE TRIGGER setup_codes_updated_at BEFORE UPDATE ON public.setup_codes FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();
revoke all on table public.setup_codes from public, anon, authenticated, service_role;
grant delete, insert, maintain, references, select, trigger, truncate, update on table public.setup_codes to service_role;
comment on table public.setup_codes is 'Codes instructors hand out. Issued with a migration (see README); read only through validate_setup_code.';

create table public.student_entitlements (
  user_id uuid not null,
  setup_code_id uuid not null,
  redeemed_at timestamp with time zone default now() not null,
  constraint student_entitlements_pkey PRIMARY KEY (user_id),
  constraint student_entitlements_setup_code_id_fkey FOREIGN KEY (setup_code_id) REFERENCES public.setup_codes(id) ON DELETE RESTRICT,
  constraint student_entitlements_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE
);
CREATE INDEX student_entitlements_code_idx ON public.student_entitlements USING btree (setup_code_id);
alter table public.student_entitlements enable row level security;
create policy "students read their own entitlement" on public.student_entitlements for select to authenticated
  using ((user_id = ( SELECT auth.uid() AS uid)));
revoke all on table public.student_entitlements from public, anon, authenticated, service_role;
grant select on table public.student_entitlements to authenticated;
grant delete, insert, maintain, references, select, trigger, truncate, update on table public.student_entitlements to service_role;
comment on table public.student_entitlements is 'One row per student who redeemed a setup code: the key to all practice data.';

/** The usable code for `input_code`, or a clear reason why it is not usable. */
CREATE OR REPLACE FUNCTION private.check_setup_code(input_code text, OUT code_id uuid, OUT error text)
 RETURNS record
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  normalized text := upper(btrim(coalesce(input_code, '')));
  c public.setup_codes;
begin
  if normalized = '' then
    error := 'Please enter a setup code';
    return;
  end if;
  if normalized !~ '^[A-Z0-9][A-Z0-9-]{3,31}$' then
    error := 'Setup codes are 4 to 32 letters, numbers or dashes. Check the code and try again.';
    return;
  end if;
  select * into c from public.setup_codes where code = normalized;
  if not found then
    error := 'This setup code does not exist. Check it with your instructor.';
  elsif not c.active then
    error := 'This setup code has been deactivated. Ask your instructor for a new one.';
  elsif c.expires_at is not null and c.expires_at <= now() then
    error := 'This setup code has expired. Ask your instructor for a new one.';
  elsif c.max_uses is not null and c.uses >= c.max_uses then
    error := 'This setup code has already been used the maximum number of times.';
  else
    code_id := c.id;
  end if;
end;
$function$;
revoke all on function private.check_setup_code(input_code text, OUT code_id uuid, OUT error text) from public, anon, authenticated, service_role;
grant execute on function private.check_setup_code(input_code text, OUT code_id uuid, OUT error text) to service_role;

/** True when the signed-in user has redeemed a setup code. Used by RLS policies. */
CREATE OR REPLACE FUNCTION private.is_entitled()
 RETURNS boolean
 LANGUAGE sql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select exists (select 1 from public.student_entitlements e where e.user_id = (select auth.uid()))
$function$;
revoke all on function private.is_entitled() from public, anon, authenticated, service_role;
grant execute on function private.is_entitled() to authenticated;
grant execute on function private.is_entitled() to service_role;

/**
 * A new setup code: the prefix, then 10 symbols from a 32-symbol alphabet
 * (50 random bits from gen_random_bytes, 5 bits per byte, so every symbol is
 * equally likely) in two groups of five. The alphabet leaves out 0/O and 1/I,
 * which students misread. Used by supabase/templates/issue-setup-codes.sql.
 */
CREATE OR REPLACE FUNCTION private.new_setup_code(p_prefix text)
 RETURNS text
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function private.new_setup_code(p_prefix text) from public, anon, authenticated, service_role;

/**
 * Binds the signed-in student to a code and counts the use, once per
 * student: a student who already has an entitlement keeps it and no use is
 * counted again. An unusable code is reported as {redeemed: false, error}
 * and counted as a failed attempt.
 */
CREATE OR REPLACE FUNCTION private.redeem_setup_code_by_id(p_code_id uuid)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function private.redeem_setup_code_by_id(p_code_id uuid) from public, anon, authenticated, service_role;
grant execute on function private.redeem_setup_code_by_id(p_code_id uuid) to service_role;

/** The answer of a redemption that did not happen, with the message to show. */
CREATE OR REPLACE FUNCTION private.redemption_failed(p_error text)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select jsonb_build_object('redeemed', false, 'code_id', null, 'already_entitled', false, 'error', p_error)
$function$;
revoke all on function private.redemption_failed(p_error text) from public, anon, authenticated, service_role;

CREATE OR REPLACE FUNCTION public.increment_setup_code_usage(code_id uuid)
 RETURNS jsonb
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
  select private.redeem_setup_code_by_id(code_id)
$function$;
revoke all on function public.increment_setup_code_usage(code_id uuid) from public, anon, authenticated, service_role;
grant execute on function public.increment_setup_code_usage(code_id uuid) to authenticated;
grant execute on function public.increment_setup_code_usage(code_id uuid) to service_role;
comment on function public.increment_setup_code_usage(code_id uuid) is 'After sign-in: redeem the code validate_setup_code returned (the spec''s name). Same answer and limits as redeem_setup_code; a student is bound to one code and counts one use, once.';

CREATE OR REPLACE FUNCTION public.redeem_setup_code(input_code text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function public.redeem_setup_code(input_code text) from public, anon, authenticated, service_role;
grant execute on function public.redeem_setup_code(input_code text) to authenticated;
grant execute on function public.redeem_setup_code(input_code text) to service_role;
comment on function public.redeem_setup_code(input_code text) is 'After sign-in: redeem a setup code by its text (case and spaces ignored). Returns {redeemed, code_id, already_entitled, error}; an unusable code gives redeemed=false with the message to show, and counts as a failed attempt (10 a minute, then HTTP 429).';

-- Volatile now: a failed validation is counted, and PostgREST runs STABLE
-- functions in read-only transactions.
CREATE OR REPLACE FUNCTION public.validate_setup_code(input_code text)
 RETURNS jsonb
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function public.validate_setup_code(input_code text) from public, anon, authenticated, service_role;
grant execute on function public.validate_setup_code(input_code text) to anon;
grant execute on function public.validate_setup_code(input_code text) to authenticated;
grant execute on function public.validate_setup_code(input_code text) to service_role;
comment on function public.validate_setup_code(input_code text) is 'Before sign-in: is this setup code usable? Returns {valid, code_id, error}. Failed attempts count against the client address (and the student when signed in): after 10 in a minute every attempt gets HTTP 429.';
