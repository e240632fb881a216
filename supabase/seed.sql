-- Seed data for a fresh local database (and `supabase db reset`).
-- Data only: schema, grants and functions live in migrations/.
-- Practice tests, modules, demo setup codes and the question bank are added
-- with the practice backend; question files go in seed/ (see README).
select 1;
