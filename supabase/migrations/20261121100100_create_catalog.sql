-- The catalogue: practice tests, their modules and the question bank.
-- Answer keys live in their own table that no API role can read.

-- 'custom' tests (weak areas, favourites) draw their questions per student.
create type public.test_type as enum ('full_sat', 'math', 'reading', 'writing', 'custom');
create type public.section_type as enum ('reading_writing', 'math');
create type public.question_type as enum ('math', 'reading', 'writing');
create type public.question_format as enum ('mcq', 'spr');
-- Module 1/3 questions are 'standard'; adaptive modules 2/4 draw from 'easier' or 'harder'.
create type public.difficulty_tier as enum ('standard', 'easier', 'harder');

create table public.practice_tests (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique constraint practice_tests_slug_format check (slug ~ '^[a-z0-9-]+$'),
  title text not null constraint practice_tests_title_present check (btrim(title) <> ''),
  description text not null default '',
  test_type public.test_type not null,
  time_limit_minutes integer not null default 180 constraint practice_tests_time_positive check (time_limit_minutes > 0),
  question_count integer not null constraint practice_tests_count_positive check (question_count > 0),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index practice_tests_active_idx on public.practice_tests (is_active, created_at desc);
create trigger practice_tests_updated_at before update on public.practice_tests
  for each row execute function public.set_updated_at();

create table public.test_modules (
  id uuid primary key default gen_random_uuid(),
  practice_test_id uuid not null references public.practice_tests (id) on delete cascade,
  module_name text not null,
  module_order smallint not null constraint test_modules_order_range check (module_order between 1 and 4),
  section_type public.section_type not null,
  time_limit_minutes integer not null constraint test_modules_time_positive check (time_limit_minutes > 0),
  question_count integer not null constraint test_modules_count_positive check (question_count > 0),
  is_adaptive boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (practice_test_id, module_order)
);
create trigger test_modules_updated_at before update on public.test_modules
  for each row execute function public.set_updated_at();

create table public.questions (
  id uuid primary key default gen_random_uuid(),
  -- Stable id from the question source files (supabase/questions/*.json).
  external_id text not null unique,
  -- The test whose pool holds the question; null for review-only questions.
  practice_test_id uuid references public.practice_tests (id) on delete set null,
  order_index integer not null default 0 constraint questions_order_nonnegative check (order_index >= 0),
  section public.section_type not null,
  question_type public.question_type not null,
  format public.question_format not null,
  domain text not null,
  topic text not null,
  difficulty_level smallint not null constraint questions_difficulty_range check (difficulty_level between 1 and 9),
  difficulty_tier public.difficulty_tier not null default 'standard',
  passage text,
  -- HTML (sanitised on render) with MathML for maths.
  question_text text not null constraint questions_text_present check (btrim(question_text) <> ''),
  options jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint questions_section_matches_type check (
    (section = 'math') = (question_type = 'math')
  ),
  constraint questions_options_shape check (
    case format
      -- Exactly the keys A-D, each a non-empty string.
      when 'mcq' then jsonb_typeof(options) = 'object'
        and options ?& array['A', 'B', 'C', 'D']
        and options - array['A', 'B', 'C', 'D'] = '{}'::jsonb
        and jsonb_typeof(options -> 'A') = 'string' and options ->> 'A' <> ''
        and jsonb_typeof(options -> 'B') = 'string' and options ->> 'B' <> ''
        and jsonb_typeof(options -> 'C') = 'string' and options ->> 'C' <> ''
        and jsonb_typeof(options -> 'D') = 'string' and options ->> 'D' <> ''
      else options is null
    end
  ),
  constraint questions_spr_is_math check (format = 'mcq' or section = 'math')
);
create index questions_pool_idx on public.questions (practice_test_id, question_type, difficulty_tier, order_index);
create index questions_type_idx on public.questions (question_type, order_index);
create index questions_difficulty_idx on public.questions (difficulty_level);
create index questions_topic_idx on public.questions (topic);
create trigger questions_updated_at before update on public.questions
  for each row execute function public.set_updated_at();

create table public.question_keys (
  question_id uuid primary key references public.questions (id) on delete cascade,
  correct_answer text constraint question_keys_letter check (correct_answer in ('A', 'B', 'C', 'D')),
  accepted_answers text[],
  explanation text not null constraint question_keys_explanation_present check (btrim(explanation) <> ''),
  constraint question_keys_one_kind check (
    (correct_answer is not null and accepted_answers is null)
    or (correct_answer is null and cardinality(accepted_answers) > 0)
  )
);
comment on table public.question_keys is
  'Answer keys and explanations: never readable through the API; released by SQL functions after submission or in review.';

alter table public.practice_tests enable row level security;
alter table public.test_modules enable row level security;
alter table public.questions enable row level security;
alter table public.question_keys enable row level security;

create policy "entitled students read tests" on public.practice_tests
  for select to authenticated using ((select public.is_entitled()));
create policy "entitled students read modules" on public.test_modules
  for select to authenticated using ((select public.is_entitled()));
create policy "entitled students read questions" on public.questions
  for select to authenticated using ((select public.is_entitled()));

-- The catalogue is edited by migrations and seeds only.
revoke insert, update, delete, truncate on public.practice_tests, public.test_modules, public.questions
  from anon, authenticated;
revoke all on public.question_keys from anon, authenticated;

-- A student's favourite questions, for review and favourites practice.
create table public.favorites (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  question_id uuid not null references public.questions (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, question_id)
);
create index favorites_question_idx on public.favorites (question_id);

alter table public.favorites enable row level security;
create policy "students read their own favorites" on public.favorites
  for select to authenticated using (user_id = (select auth.uid()) and (select public.is_entitled()));
create policy "students add their own favorites" on public.favorites
  for insert to authenticated with check (user_id = (select auth.uid()) and (select public.is_entitled()));
create policy "students remove their own favorites" on public.favorites
  for delete to authenticated using (user_id = (select auth.uid()));
revoke update, truncate on public.favorites from anon, authenticated;
revoke all on public.favorites from anon;
