-- Template: issue setup codes for a class with a migration.
--
-- 1. Copy this file to supabase/migrations/<YYYYMMDDHHMMSS>_issue_setup_codes_<class>.sql
--    (for example 20270105090000_issue_setup_codes_spring_2027.sql).
-- 2. Edit the four settings below.
-- 3. Apply it: `supabase db push` (hosted) or `npm run db:reset` / restart `npm run dev` (local).
-- 4. List the codes and their use with supabase/templates/setup-code-usage.sql.
--
-- Each code is PREFIX-XXXXX-XXXXX: ten symbols drawn with gen_random_bytes
-- (50 random bits, so a code cannot be guessed, and failed attempts are
-- rate-limited on top) from letters and digits without 0/O and 1/I, which
-- students misread. Codes are upper case; students may type them in any case.
-- The prefix only groups a class's codes; it adds no secrecy.
do $$
declare
  code_prefix constant text := 'SPRING27';                 -- 2-20 capital letters or digits
  how_many constant integer := 30;                         -- codes to issue
  uses_per_code constant integer := 1;                     -- null = unlimited
  valid_until constant timestamptz := '2027-06-30 23:59:59+00'; -- null = never expires
  issued integer := 0;
begin
  while issued < how_many loop
    insert into public.setup_codes (code, max_uses, expires_at, note)
    values (private.new_setup_code(code_prefix), uses_per_code, valid_until, code_prefix || ' class codes')
    on conflict (code) do nothing;
    if found then
      issued := issued + 1;
    end if;
  end loop;
end;
$$;
