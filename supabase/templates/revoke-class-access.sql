-- Template: revoke a class's access.
--
-- A redeemed code is a lasting entitlement: deactivating a code, letting it
-- expire or using it up only stops NEW redemptions; students who already
-- redeemed it keep practising (a class should not lose access mid-course
-- because a code ran out). To end a class's access on purpose, run this:
--
-- 1. Set the codes below, or the note they were issued with (the issue
--    template writes '<PREFIX> class codes'), or both.
-- 2. Run it in the SQL editor (hosted) or with psql against the "DB URL" from
--    `npm run stack` (local); or copy it to
--    supabase/migrations/<YYYYMMDDHHMMSS>_revoke_class_access_<class>.sql so
--    every environment gets it.
--
-- It deactivates those codes (so they cannot be redeemed again) and deletes
-- the entitlements of the students who redeemed them: from their next request
-- they see no practice data and the practice RPCs refuse them. Their
-- sessions, answers and scores are kept; redeeming another class's code
-- gives them back. Students of other codes are not touched.
do $$
declare
  class_codes constant text[] := array['SPRING27-ABCDE-FGHJK']; -- codes to revoke (any case), or '{}'
  class_note constant text := null;                            -- e.g. 'SPRING27 class codes', or null
  target uuid[];
  students_revoked integer;
begin
  select array_agg(id) into target from public.setup_codes
  where code = any (select upper(btrim(c)) from unnest(class_codes) c) or note = class_note;
  if target is null then
    raise exception 'No setup code matches those codes or that note: nothing was revoked';
  end if;
  update public.setup_codes set active = false where id = any (target);
  delete from public.student_entitlements where setup_code_id = any (target);
  get diagnostics students_revoked = row_count;
  raise notice 'Deactivated % setup code(s); % student(s) lost access.', cardinality(target), students_revoked;
end;
$$;
