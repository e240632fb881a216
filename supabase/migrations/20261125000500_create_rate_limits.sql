-- Baseline (rate limits): per-user and per-address
-- counters and the setup-code attempt limit.
-- Squashed from the migrations of 2026-11-21 to 2026-11-23; from here on every
-- change is a new migration (docs/migrations.md). supabase/schema.sql shows
-- the current definition of every object.

-- Function bodies refer to tables and functions of later baseline files.
set check_function_bodies = false;

/**
 * Fixed-window counters for rate limits, keyed by a bucket such as
 * 'setup-code:ip:203.0.113.9' or 'review:user:<uuid>'.
 */
create table private.rate_limit_hits (
  bucket text not null,
  window_start timestamp with time zone not null,
  hits integer default 0 not null,
  constraint rate_limit_hits_pkey PRIMARY KEY (bucket, window_start),
  constraint rate_limit_hits_nonnegative CHECK (hits >= 0)
);
revoke all on table private.rate_limit_hits from public, anon, authenticated, service_role;

/**
 * Who is calling, for per-client limits: the first X-Forwarded-For address
 * that the API gateway sets (PostgREST exposes request headers to SQL), or
 * 'unknown' for direct database sessions.
 */
CREATE OR REPLACE FUNCTION private.client_address()
 RETURNS text
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select coalesce(
    nullif(btrim(split_part(
      coalesce(nullif(current_setting('request.headers', true), ''), '{}')::jsonb ->> 'x-forwarded-for', ',', 1)), ''),
    'unknown')
$function$;
revoke all on function private.client_address() from public, anon, authenticated, service_role;

/** The start of the fixed window of length `p_window` that holds now(). */
CREATE OR REPLACE FUNCTION private.rate_window(p_window interval)
 RETURNS timestamp with time zone
 LANGUAGE sql
 STABLE
 SET search_path TO ''
AS $function$
  select to_timestamp(floor(extract(epoch from now()) / extract(epoch from p_window)) * extract(epoch from p_window))
$function$;
revoke all on function private.rate_window(p_window interval) from public, anon, authenticated, service_role;

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
CREATE OR REPLACE FUNCTION private.setup_code_attempt_check()
 RETURNS void
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
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
$function$;
revoke all on function private.setup_code_attempt_check() from public, anon, authenticated, service_role;

/** Counts one failed setup-code attempt against the client address and the student. */
CREATE OR REPLACE FUNCTION private.setup_code_attempt_failed()
 RETURNS void
 LANGUAGE plpgsql
 SET search_path TO ''
AS $function$
declare
  uid uuid := auth.uid();
begin
  perform private.throttle_hit('setup-code:ip:' || private.client_address());
  if uid is not null then
    perform private.throttle_hit('setup-code:user:' || uid);
  end if;
end;
$function$;
revoke all on function private.setup_code_attempt_failed() from public, anon, authenticated, service_role;

/** Failed setup-code attempts allowed per client address, and per student, in one minute. */
CREATE OR REPLACE FUNCTION private.setup_code_attempt_limit()
 RETURNS integer
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select 10
$function$;
revoke all on function private.setup_code_attempt_limit() from public, anon, authenticated, service_role;

/** Counts a hit and refuses the call (PT429) once `p_limit` hits are spent in this window. */
CREATE OR REPLACE FUNCTION private.throttle(p_bucket text, p_limit integer, p_window interval DEFAULT '00:01:00'::interval)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if private.throttle_hit(p_bucket, p_window) > p_limit then
    raise exception 'Too many attempts, try again in a minute' using errcode = 'PT429';
  end if;
end;
$function$;
revoke all on function private.throttle(p_bucket text, p_limit integer, p_window interval) from public, anon, authenticated, service_role;

/**
 * Refuses the call when `p_bucket` already has `p_limit` hits in the current
 * window. Raises SQLSTATE PT429, which PostgREST answers with HTTP 429.
 */
CREATE OR REPLACE FUNCTION private.throttle_check(p_bucket text, p_limit integer, p_window interval DEFAULT '00:01:00'::interval)
 RETURNS void
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  if coalesce((select hits from private.rate_limit_hits
               where bucket = p_bucket and window_start = private.rate_window(p_window)), 0) >= p_limit then
    raise exception 'Too many attempts, try again in a minute' using errcode = 'PT429';
  end if;
end;
$function$;
revoke all on function private.throttle_check(p_bucket text, p_limit integer, p_window interval) from public, anon, authenticated, service_role;

/**
 * Counts one hit for `p_bucket` and returns the window's count. The hit only
 * persists if the calling transaction commits: count failures in functions
 * that report them as data, not by raising.
 */
CREATE OR REPLACE FUNCTION private.throttle_hit(p_bucket text, p_window interval DEFAULT '00:01:00'::interval)
 RETURNS integer
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  n integer;
begin
  insert into private.rate_limit_hits as r (bucket, window_start, hits)
  values (p_bucket, private.rate_window(p_window), 1)
  on conflict (bucket, window_start) do update set hits = r.hits + 1
  returning hits into n;
  -- Old windows of this bucket are of no further use.
  if n = 1 then
    delete from private.rate_limit_hits where bucket = p_bucket and window_start < now() - p_window * 2;
  end if;
  return n;
end;
$function$;
revoke all on function private.throttle_hit(p_bucket text, p_window interval) from public, anon, authenticated, service_role;
