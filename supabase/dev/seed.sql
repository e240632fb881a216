-- Development seed: applied by the local stack (supabase/local/migrate.ts)
-- after the hosted seed, and never by `supabase db push --include-seed`
-- (config.toml's [db.seed] sql_paths leave this folder out on purpose;
-- supabase/tests/seed.test.ts fails if a hosted seed path holds a setup code).
-- These codes would let anybody into a hosted project: never deploy them.

-- Demo setup codes (documented in the README). DEMO2026 always works; the
-- other three exist so every error message can be tried.
insert into public.setup_codes (code, max_uses, uses, expires_at, active, note) values
  ('DEMO2026', null, 0, null, true, 'Demo: unlimited uses, no expiry'),
  ('EXPIRED2025', null, 0, '2025-12-31 23:59:59+00', true, 'Demo: expired'),
  ('PAUSED2026', null, 0, null, false, 'Demo: deactivated by the instructor'),
  ('FULL2026', 1, 1, null, true, 'Demo: its one use is taken')
on conflict (code) do nothing;
