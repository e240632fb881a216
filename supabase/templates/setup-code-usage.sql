-- Setup codes with their use: run in the SQL editor (hosted) or with psql
-- against the "DB URL" that `npm run stack` prints (local).
select
  c.code,
  c.note,
  c.active,
  c.uses,
  c.max_uses,
  c.expires_at,
  case
    when not c.active then 'deactivated'
    when c.expires_at is not null and c.expires_at <= now() then 'expired'
    when c.max_uses is not null and c.uses >= c.max_uses then 'used up'
    else 'usable'
  end as status,
  count(e.user_id) as students,
  max(e.redeemed_at) as last_redeemed_at
from public.setup_codes c
left join public.student_entitlements e on e.setup_code_id = c.id
group by c.id
order by c.created_at desc, c.code;

-- To stop new redemptions of a code:
--   update public.setup_codes set active = false where code = 'SPRING27-ABCDE-FGHJK';
-- Students who already redeemed it keep their access; to end it, use
-- supabase/templates/revoke-class-access.sql.
