-- A schema the Data API does not expose (PostgREST serves `public` only), for
-- internal helpers and bookkeeping, as Supabase's guidance recommends for
-- security definer functions. Nothing here is callable through the API
-- unless a later migration grants it on purpose.

create schema if not exists private;
revoke all on schema private from public;
-- RLS policies of the API roles may call a helper here (e.g. is_entitled).
grant usage on schema private to anon, authenticated;

-- Functions are executable by PUBLIC by default; not in this schema.
alter default privileges in schema private revoke execute on functions from public;
alter default privileges in schema private revoke all on tables from public;

/**
 * Fixed-window counters for rate limits, keyed by a bucket such as
 * 'setup-code:ip:203.0.113.9' or 'review:user:<uuid>'.
 */
create table private.rate_limit_hits (
  bucket text not null,
  window_start timestamptz not null,
  hits integer not null default 0 constraint rate_limit_hits_nonnegative check (hits >= 0),
  primary key (bucket, window_start)
);
revoke all on private.rate_limit_hits from public, anon, authenticated;

/** The start of the fixed window of length `p_window` that holds now(). */
create function private.rate_window(p_window interval) returns timestamptz
language sql stable
set search_path = ''
as $$
  select to_timestamp(floor(extract(epoch from now()) / extract(epoch from p_window)) * extract(epoch from p_window))
$$;

/**
 * Refuses the call when `p_bucket` already has `p_limit` hits in the current
 * window. Raises SQLSTATE PT429, which PostgREST answers with HTTP 429.
 */
create function private.throttle_check(p_bucket text, p_limit integer, p_window interval default '1 minute')
returns void
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if coalesce((select hits from private.rate_limit_hits
               where bucket = p_bucket and window_start = private.rate_window(p_window)), 0) >= p_limit then
    raise exception 'Too many attempts, try again in a minute' using errcode = 'PT429';
  end if;
end;
$$;

/**
 * Counts one hit for `p_bucket` and returns the window's count. The hit only
 * persists if the calling transaction commits: count failures in functions
 * that report them as data, not by raising.
 */
create function private.throttle_hit(p_bucket text, p_window interval default '1 minute') returns integer
language plpgsql security definer
set search_path = ''
as $$
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
$$;

/** Counts a hit and refuses the call (PT429) once `p_limit` hits are spent in this window. */
create function private.throttle(p_bucket text, p_limit integer, p_window interval default '1 minute')
returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  if private.throttle_hit(p_bucket, p_window) > p_limit then
    raise exception 'Too many attempts, try again in a minute' using errcode = 'PT429';
  end if;
end;
$$;

/**
 * Who is calling, for per-client limits: the first X-Forwarded-For address
 * that the API gateway sets (PostgREST exposes request headers to SQL), or
 * 'unknown' for direct database sessions.
 */
create function private.client_address() returns text
language sql stable
set search_path = ''
as $$
  select coalesce(
    nullif(btrim(split_part(
      coalesce(nullif(current_setting('request.headers', true), ''), '{}')::jsonb ->> 'x-forwarded-for', ',', 1)), ''),
    'unknown')
$$;

revoke execute on all functions in schema private from public, anon, authenticated;
