-- Two inputs of the review area answered with an unclear message:
--   * a time zone longer than 64 characters was refused, but the message
--     echoed all of it (a 10 kB name came back as a 10 kB error);
--   * a card number too small for double precision (1e-400 in the JSON)
--     failed converting, with Postgres's "... is out of range for type
--     double precision" and its 400 digits, instead of naming the field.
-- Both now say what is wrong in one short sentence. Nothing else changes.
-- (supabase/tests/attacks-review.test.ts)

/** Midnight starting today in `p_time_zone` (an IANA name such as 'America/New_York'), or a clear 400. */
create or replace function private.local_day_start(p_time_zone text) returns timestamptz
language plpgsql stable
set search_path = ''
as $$
declare
  d timestamptz;
begin
  if p_time_zone is null or btrim(p_time_zone) = '' or length(p_time_zone) > 64 then
    -- At most the first 64 characters back: no zone name is longer.
    raise exception 'Unknown time zone: %', coalesce(left(p_time_zone, 64), 'none') using errcode = '22023';
  end if;
  -- Converting is the zone check (pg_timezone_names reads every zone file: tens of ms).
  begin
    d := date_trunc('day', now() at time zone p_time_zone) at time zone p_time_zone;
  exception when invalid_parameter_value then
    raise exception 'Unknown time zone: %', p_time_zone using errcode = '22023';
  end;
  return d;
end;
$$;

/** `p_card ->> p_field` as a number, or a clear 400 naming the field. */
create or replace function private.card_number(p_card jsonb, p_field text, p_integer boolean) returns double precision
language plpgsql immutable
set search_path = ''
as $$
declare
  v numeric;
begin
  if jsonb_typeof(p_card -> p_field) is distinct from 'number' then
    raise exception 'Card field % must be a number.', p_field using errcode = '22023';
  end if;
  v := (p_card ->> p_field)::numeric;
  if p_integer and (v <> trunc(v) or abs(v) > 2147483647) then
    raise exception 'Card field % must be a whole number.', p_field using errcode = '22023';
  end if;
  -- Beyond double precision either way (too large, or so small it would underflow).
  if abs(v) > 1e300 or (v <> 0 and abs(v) < 1e-300) then
    raise exception 'Card field % is out of range.', p_field using errcode = '22023';
  end if;
  return v::double precision;
end;
$$;

-- `create or replace` keeps their privileges (no API role may run them); restated so this file alone says so.
revoke execute on function private.local_day_start(text), private.card_number(jsonb, text, boolean)
  from public, anon, authenticated;
