-- Seed data for every database, hosted ones included (`supabase db push
-- --include-seed` applies config.toml's [db.seed] sql_paths). Data only:
-- schema lives in migrations/. Nothing here grants access: setup codes for
-- development live in dev/seed.sql, which only the local stack applies;
-- a hosted project issues real ones with templates/issue-setup-codes.sql.
-- The question bank follows in seed/questions.sql, generated from
-- supabase/questions/*.json by `npm run questions:build`.

-- Practice tests. Slugs are stable; the question seed refers to them.
insert into public.practice_tests (slug, title, description, test_type, time_limit_minutes, question_count) values
  ('full-sat-1', 'Full SAT Practice Test 1',
   'A full-length adaptive digital SAT: two Reading and Writing modules, a 10-minute break and two Math modules.',
   'full_sat', 134, 98),
  ('math-section-1', 'Math Section',
   'Twenty Math questions across algebra, advanced math, data analysis and geometry. A calculator is allowed throughout.',
   'math', 35, 20),
  ('reading-section-1', 'Reading Section',
   'Twenty Reading questions: words in context, text structure, central ideas, evidence and inferences.',
   'reading', 35, 20),
  ('writing-section-1', 'Writing & Language Section',
   'Twenty Writing questions: boundaries, form and sense, transitions and rhetorical synthesis.',
   'writing', 35, 20),
  -- Built per student from their own answers and favourites (start_practice_set).
  ('weak-areas-practice', 'Weak Areas Practice',
   'Questions from the topics you miss most, starting with ones you have not yet answered correctly.',
   'custom', 35, 20),
  ('favorites-practice', 'Favorites Practice', 'The questions you starred while reviewing.', 'custom', 35, 20)
on conflict (slug) do nothing;

-- Full SATs 2 to 6 start inactive: seed/questions.sql (generated) switches a
-- full SAT on only when all six of its pools are complete (RW 27, Math 22).
insert into public.practice_tests (slug, title, description, test_type, time_limit_minutes, question_count, is_active) values
  ('full-sat-2', 'Full SAT Practice Test 2',
   'A second full-length adaptive digital SAT with new questions: two Reading and Writing modules, a 10-minute break and two Math modules.',
   'full_sat', 134, 98, false),
  ('full-sat-3', 'Full SAT Practice Test 3',
   'A third full-length adaptive digital SAT with new questions: two Reading and Writing modules, a 10-minute break and two Math modules.',
   'full_sat', 134, 98, false),
  ('full-sat-4', 'Full SAT Practice Test 4',
   'A fourth full-length adaptive digital SAT with new questions: two Reading and Writing modules, a 10-minute break and two Math modules.',
   'full_sat', 134, 98, false),
  ('full-sat-5', 'Full SAT Practice Test 5',
   'A fifth full-length adaptive digital SAT with new questions: two Reading and Writing modules, a 10-minute break and two Math modules.',
   'full_sat', 134, 98, false),
  ('full-sat-6', 'Full SAT Practice Test 6',
   'A sixth full-length adaptive digital SAT with new questions: two Reading and Writing modules, a 10-minute break and two Math modules.',
   'full_sat', 134, 98, false)
on conflict (slug) do nothing;

-- The real digital SAT's modules: 27 questions in 32 minutes for Reading and
-- Writing, 22 in 35 for Math; modules 2 and 4 adapt to modules 1 and 3.
insert into public.test_modules (practice_test_id, module_name, module_order, section_type, time_limit_minutes, question_count, is_adaptive)
select t.id, m.module_name, m.module_order, m.section_type::public.section_type, m.minutes, m.questions, m.adaptive
from public.practice_tests t
cross join (values
  ('Reading and Writing: Module 1', 1, 'reading_writing', 32, 27, false),
  ('Reading and Writing: Module 2', 2, 'reading_writing', 32, 27, true),
  ('Math: Module 1', 3, 'math', 35, 22, false),
  ('Math: Module 2', 4, 'math', 35, 22, true)
) as m(module_name, module_order, section_type, minutes, questions, adaptive)
where t.slug in ('full-sat-1', 'full-sat-2', 'full-sat-3', 'full-sat-4', 'full-sat-5', 'full-sat-6')
on conflict (practice_test_id, module_order) do nothing;
