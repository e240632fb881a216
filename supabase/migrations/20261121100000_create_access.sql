-- Access: instructors' setup codes and the entitlement a student gets by
-- redeeming one. Practice data is readable only with an entitlement.

create function public.set_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create table public.setup_codes (
  id uuid primary key default gen_random_uuid(),
  code text not null unique
    constraint setup_codes_code_format check (code ~ '^[A-Z0-9][A-Z0-9-]{3,31}$'),
  uses integer not null default 0 constraint setup_codes_uses_nonnegative check (uses >= 0),
  max_uses integer constraint setup_codes_max_uses_positive check (max_uses is null or max_uses > 0),
  expires_at timestamptz,
  active boolean not null default true,
  -- Who the code was issued to (a class, a cohort); for instructors' own records.
  note text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.setup_codes is
  'Codes instructors hand out. Issued with a migration (see README); read only through validate_setup_code.';

create trigger setup_codes_updated_at before update on public.setup_codes
  for each row execute function public.set_updated_at();

alter table public.setup_codes enable row level security;
-- No policies: the API roles cannot list codes; the RPCs below are the only way in.
revoke all on public.setup_codes from anon, authenticated;

create table public.student_entitlements (
  user_id uuid primary key references auth.users (id) on delete cascade,
  setup_code_id uuid not null references public.setup_codes (id) on delete restrict,
  redeemed_at timestamptz not null default now()
);
comment on table public.student_entitlements is
  'One row per student who redeemed a setup code: the key to all practice data.';
create index student_entitlements_code_idx on public.student_entitlements (setup_code_id);

alter table public.student_entitlements enable row level security;
create policy "students read their own entitlement" on public.student_entitlements
  for select to authenticated using (user_id = (select auth.uid()));
revoke insert, update, delete on public.student_entitlements from anon, authenticated;

/** True when the signed-in user has redeemed a setup code. Used by RLS policies. */
create function public.is_entitled() returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from public.student_entitlements e where e.user_id = (select auth.uid()))
$$;

/** The usable code for `input_code`, or a clear reason why it is not usable. */
create function public.check_setup_code(input_code text, out code_id uuid, out error text)
language plpgsql stable security definer
set search_path = ''
as $$
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
$$;

/** Before sign-in: is this code usable? Returns {valid, code_id, error}. */
create function public.validate_setup_code(input_code text) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select jsonb_build_object('valid', r.code_id is not null, 'code_id', r.code_id, 'error', r.error)
  from public.check_setup_code(input_code) r
$$;

/**
 * Binds the signed-in student to a code and counts the use, once per
 * student: a student who already has an entitlement keeps it and no use is
 * counted again. Raises a clear error for an unusable code.
 */
create function public.redeem_setup_code_by_id(p_code_id uuid) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  existing public.student_entitlements;
  c public.setup_codes;
begin
  if uid is null then
    raise exception 'You must be signed in to redeem a setup code' using errcode = '28000';
  end if;
  select * into existing from public.student_entitlements where user_id = uid;
  if found then
    return jsonb_build_object('redeemed', true, 'code_id', existing.setup_code_id, 'already_entitled', true);
  end if;
  -- Lock the code row so concurrent redemptions cannot exceed max_uses.
  select * into c from public.setup_codes where id = p_code_id for update;
  if not found then
    raise exception 'This setup code does not exist. Check it with your instructor.' using errcode = 'P0002';
  end if;
  if not c.active then
    raise exception 'This setup code has been deactivated. Ask your instructor for a new one.' using errcode = 'P0001';
  elsif c.expires_at is not null and c.expires_at <= now() then
    raise exception 'This setup code has expired. Ask your instructor for a new one.' using errcode = 'P0001';
  elsif c.max_uses is not null and c.uses >= c.max_uses then
    raise exception 'This setup code has already been used the maximum number of times.' using errcode = 'P0001';
  end if;
  insert into public.student_entitlements (user_id, setup_code_id) values (uid, c.id)
    on conflict (user_id) do nothing;
  if found then
    update public.setup_codes set uses = uses + 1 where id = c.id;
  end if;
  return jsonb_build_object('redeemed', true, 'code_id', c.id, 'already_entitled', false);
end;
$$;

/** After sign-in: redeem a code by its text (upper-cased and trimmed). */
create function public.redeem_setup_code(input_code text) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  r record;
begin
  if auth.uid() is null then
    raise exception 'You must be signed in to redeem a setup code' using errcode = '28000';
  end if;
  if exists (select 1 from public.student_entitlements where user_id = auth.uid()) then
    return public.redeem_setup_code_by_id(
      (select setup_code_id from public.student_entitlements where user_id = auth.uid()));
  end if;
  select * into r from public.check_setup_code(input_code);
  if r.code_id is null then
    raise exception '%', r.error using errcode = 'P0001';
  end if;
  return public.redeem_setup_code_by_id(r.code_id);
end;
$$;

/** The spec's name for counting a code's use: the same once-per-student redemption. */
create function public.increment_setup_code_usage(code_id uuid) returns jsonb
language sql security definer
set search_path = ''
as $$
  select public.redeem_setup_code_by_id(code_id)
$$;

revoke execute on function public.check_setup_code(text) from public, anon, authenticated;
revoke execute on function public.redeem_setup_code_by_id(uuid) from public, anon, authenticated;
revoke execute on function public.redeem_setup_code(text) from public, anon;
revoke execute on function public.increment_setup_code_usage(uuid) from public, anon;
revoke execute on function public.is_entitled() from public, anon;
revoke execute on function public.set_updated_at() from public, anon, authenticated;
grant execute on function public.validate_setup_code(text) to anon, authenticated;
grant execute on function public.redeem_setup_code(text) to authenticated;
grant execute on function public.increment_setup_code_usage(uuid) to authenticated;
grant execute on function public.is_entitled() to authenticated;
