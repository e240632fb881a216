-- Issue 16, part 3 (low): a class behind one address was locked out by one
-- student's typos. Ten wrong setup codes from an address made every
-- redemption from it fail for the rest of a fixed one-minute window, even of
-- a valid code (a school network is one address), and fixed windows let 20
-- guesses land in 548 ms across a boundary.
--
-- Failed attempts now draw on token buckets: per client address 30 failures
-- (a class's typos), refilled at one per 20 s; per signed-in student 10,
-- refilled at the same rate. A valid code does not draw on them. While a
-- bucket is empty every attempt from it is refused (HTTP 429), a right guess
-- too, so a guesser gets no oracle; it gets 30 guesses, then 3 a minute
-- (about 4,300 a day against 2^50 codes). A bucket refills continuously, so
-- there is no boundary to straddle.
--
-- Also: private.rate_limit_hits only pruned the bucket being hit, so rows of
-- buckets never hit again piled up. Both tables are now pruned globally by
-- time (an index on it), when a bucket starts a new window or a new row.

create table private.rate_limit_buckets (
  bucket text primary key,
  tokens double precision not null constraint rate_limit_buckets_tokens check (tokens >= 0),
  updated_at timestamptz not null
);
create index rate_limit_buckets_updated_idx on private.rate_limit_buckets (updated_at);
revoke all on private.rate_limit_buckets from public, anon, authenticated;

create index rate_limit_hits_window_idx on private.rate_limit_hits (window_start);

/** Rows older than this are of no use to any limit (the longest window is a minute, a bucket refills in 10). */
create function private.rate_limit_retention() returns interval
language sql immutable
set search_path = ''
as $$
  select interval '1 hour'
$$;

/** The tokens a bucket holds now: full (p_capacity) when it has no row. */
create function private.bucket_level(p_bucket text, p_capacity integer, p_refill_seconds double precision)
returns double precision
language sql volatile security definer
set search_path = ''
as $$
  select coalesce(
    (select least(p_capacity, b.tokens + extract(epoch from clock_timestamp() - b.updated_at) / p_refill_seconds)
     from private.rate_limit_buckets b where b.bucket = p_bucket),
    p_capacity)
$$;

/**
 * Takes one token from a bucket (never below zero). The take only persists
 * if the calling transaction commits. A new row prunes the table globally.
 */
create function private.bucket_take(p_bucket text, p_capacity integer, p_refill_seconds double precision)
returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  inserted boolean;
begin
  insert into private.rate_limit_buckets as b (bucket, tokens, updated_at)
  values (p_bucket, p_capacity - 1, clock_timestamp())
  on conflict (bucket) do update
    set tokens = greatest(0, least(p_capacity,
          b.tokens + extract(epoch from clock_timestamp() - b.updated_at) / p_refill_seconds) - 1),
        updated_at = clock_timestamp()
  returning xmax = 0 into inserted;
  if inserted then
    delete from private.rate_limit_buckets where updated_at < now() - private.rate_limit_retention();
  end if;
end;
$$;

/** Failed setup-code attempts: a bucket's size per address and per student, and the seconds to refill one. */
create or replace function private.setup_code_attempt_limit() returns integer
language sql immutable
set search_path = ''
as $$
  select 10
$$;

create function private.setup_code_address_capacity() returns integer
language sql immutable
set search_path = ''
as $$
  select 30
$$;

create function private.setup_code_refill_seconds() returns double precision
language sql immutable
set search_path = ''
as $$
  select 20.0::double precision
$$;

/**
 * Refuses (PT429, HTTP 429) a setup-code attempt from a client address or a
 * student whose failure bucket is empty, whatever the code: a right guess
 * must not get through once the budget is spent. Also refuses a read-only
 * transaction (a GET on the RPC), where a failure could not be counted.
 * Attempts of one address (and one student) take turns on transaction-level
 * advisory locks (address first, then student), so a burst of parallel
 * guesses cannot all read a full bucket before any failure is committed.
 */
create or replace function private.setup_code_attempt_check() returns void
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
  if private.bucket_level(by_address, private.setup_code_address_capacity(), private.setup_code_refill_seconds()) < 1
     or (uid is not null and
         private.bucket_level(by_student, private.setup_code_attempt_limit(), private.setup_code_refill_seconds()) < 1)
  then
    raise exception 'Too many attempts, try again in a minute' using errcode = 'PT429';
  end if;
end;
$$;

/** Counts one failed setup-code attempt against the client address and the student. */
create or replace function private.setup_code_attempt_failed() returns void
language plpgsql
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
begin
  perform private.bucket_take('setup-code:ip:' || private.client_address(), private.setup_code_address_capacity(),
    private.setup_code_refill_seconds());
  if uid is not null then
    perform private.bucket_take('setup-code:user:' || uid, private.setup_code_attempt_limit(),
      private.setup_code_refill_seconds());
  end if;
end;
$$;

/**
 * Counts one hit for `p_bucket` and returns the window's count (fixed
 * windows, for the per-student review limits). The first hit of a window
 * prunes every bucket's expired windows, not only this one's.
 */
create or replace function private.throttle_hit(p_bucket text, p_window interval default '1 minute') returns integer
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
  if n = 1 then
    delete from private.rate_limit_hits
      where window_start < now() - greatest(private.rate_limit_retention(), p_window * 2);
  end if;
  return n;
end;
$$;

revoke execute on function private.rate_limit_retention(), private.bucket_level(text, integer, double precision),
  private.bucket_take(text, integer, double precision), private.setup_code_attempt_limit(),
  private.setup_code_address_capacity(), private.setup_code_refill_seconds(), private.setup_code_attempt_check(),
  private.setup_code_attempt_failed(), private.throttle_hit(text, interval)
  from public, anon, authenticated;

-- Counts of the old fixed windows for setup codes are of no further use.
delete from private.rate_limit_hits where bucket like 'setup-code:%';

comment on function public.validate_setup_code(text) is
  'Before sign-in: is this setup code usable? Returns {valid, code_id, error}. Failed attempts draw on a budget per '
  'client address (30, one back every 20 s) and per student (10): while it is empty every attempt gets HTTP 429. '
  'Text inputs longer than their limit are refused first (HTTP 400).';
comment on function public.redeem_setup_code(text) is
  'After sign-in: redeem a setup code by its text (case and spaces ignored). Returns {redeemed, code_id, '
  'already_entitled, error}; an unusable code gives redeemed=false with the message to show, and draws on the '
  'failed-attempt budget (then HTTP 429). Text inputs longer than their limit are refused first (HTTP 400).';
