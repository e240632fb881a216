-- Baseline (catalogue): practice tests, modules, the question
-- bank and its answer keys.
-- Squashed from the migrations of 2026-11-21 to 2026-11-23; from here on every
-- change is a new migration (docs/migrations.md). supabase/schema.sql shows
-- the current definition of every object.

-- Function bodies refer to tables and functions of later baseline files.
set check_function_bodies = false;

-- Module 1/3 questions are 'standard'; adaptive modules 2/4 draw from 'easier' or 'harder'.
create type public.difficulty_tier as enum ('standard', 'easier', 'harder');

create type public.question_format as enum ('mcq', 'spr');

create type public.question_type as enum ('math', 'reading', 'writing');

create type public.section_type as enum ('reading_writing', 'math');

-- 'custom' tests (weak areas, favourites) draw their questions per student.
create type public.test_type as enum ('full_sat', 'math', 'reading', 'writing', 'custom');

create table public.practice_tests (
  id uuid default gen_random_uuid() not null,
  slug text not null,
  title text not null,
  description text default ''::text not null,
  test_type public.test_type not null,
  time_limit_minutes integer default 180 not null,
  question_count integer not null,
  is_active boolean default true not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  constraint practice_tests_pkey PRIMARY KEY (id),
  constraint practice_tests_slug_key UNIQUE (slug),
  constraint practice_tests_count_positive CHECK (question_count > 0),
  constraint practice_tests_slug_format CHECK (slug ~ '^[a-z0-9-]+$'::text),
  constraint practice_tests_time_positive CHECK (time_limit_minutes > 0),
  constraint practice_tests_title_present CHECK (btrim(title) <> ''::text)
);
CREATE INDEX practice_tests_active_idx ON public.practice_tests USING btree (is_active, created_at DESC);
alter table public.practice_tests enable row level security;
create policy "entitled students read tests" on public.practice_tests for select to authenticated
  using (( SELECT private.is_entitled() AS is_entitled));
CREATE TRIGGER practice_tests_updated_at BEFORE UPDATE ON public.practice_tests FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();
revoke all on table public.practice_tests from public, anon, authenticated, service_role;
grant delete, insert, maintain, references, select, trigger, truncate, update on table public.practice_tests to service_role;
comment on table public.practice_tests is 'Practice tests: read through list_practice_tests(); closed to direct reads so free text cannot be regex-filtered.';

/** The first 150 characters of a question's text as plain text, or of its passage when the text has none. */
CREATE OR REPLACE FUNCTION private.question_excerpt(passage text, question_text text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select left(coalesce(nullif(private.plain_text(question_text), ''), private.plain_text(passage), ''), 150)
$function$;
revoke all on function private.question_excerpt(passage text, question_text text) from public, anon, authenticated, service_role;

create table public.questions (
  id uuid default gen_random_uuid() not null,
  -- Stable id from the question source files (supabase/questions/*.json).
  external_id text not null,
  -- The test whose pool holds the question; null for review-only questions.
  practice_test_id uuid,
  order_index integer default 0 not null,
  section public.section_type not null,
  question_type public.question_type not null,
  format public.question_format not null,
  domain text not null,
  topic text not null,
  difficulty_level smallint not null,
  difficulty_tier public.difficulty_tier default 'standard'::public.difficulty_tier not null,
  passage text,
  -- HTML (sanitised on render) with MathML for maths.
  question_text text not null,
  options jsonb,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  -- Computed once when a question is written, not per list request: stripping
  -- a figure's SVG costs about a third of a millisecond per question.
  excerpt text generated always as (private.question_excerpt(passage, question_text)) stored,
  constraint questions_pkey PRIMARY KEY (id),
  constraint questions_external_id_key UNIQUE (external_id),
  constraint questions_difficulty_range CHECK (difficulty_level >= 1 AND difficulty_level <= 9),
  constraint questions_options_shape CHECK (
CASE format
    WHEN 'mcq'::public.question_format THEN jsonb_typeof(options) = 'object'::text AND options ?& ARRAY['A'::text, 'B'::text, 'C'::text, 'D'::text] AND (options - ARRAY['A'::text, 'B'::text, 'C'::text, 'D'::text]) = '{}'::jsonb AND jsonb_typeof(options -> 'A'::text) = 'string'::text AND (options ->> 'A'::text) <> ''::text AND jsonb_typeof(options -> 'B'::text) = 'string'::text AND (options ->> 'B'::text) <> ''::text AND jsonb_typeof(options -> 'C'::text) = 'string'::text AND (options ->> 'C'::text) <> ''::text AND jsonb_typeof(options -> 'D'::text) = 'string'::text AND (options ->> 'D'::text) <> ''::text
    ELSE options IS NULL
END),
  constraint questions_order_nonnegative CHECK (order_index >= 0),
  constraint questions_section_matches_type CHECK ((section = 'math'::public.section_type) = (question_type = 'math'::public.question_type)),
  constraint questions_spr_is_math CHECK (format = 'mcq'::public.question_format OR section = 'math'::public.section_type),
  constraint questions_text_present CHECK (btrim(question_text) <> ''::text),
  constraint questions_practice_test_id_fkey FOREIGN KEY (practice_test_id) REFERENCES public.practice_tests(id) ON DELETE SET NULL
);
CREATE INDEX questions_difficulty_idx ON public.questions USING btree (difficulty_level);
CREATE INDEX questions_pool_idx ON public.questions USING btree (practice_test_id, question_type, difficulty_tier, order_index);
CREATE INDEX questions_topic_idx ON public.questions USING btree (topic);
CREATE INDEX questions_type_idx ON public.questions USING btree (question_type, order_index);
alter table public.questions enable row level security;
create policy "entitled students read questions" on public.questions for select to authenticated
  using (( SELECT private.is_entitled() AS is_entitled));
CREATE TRIGGER questions_updated_at BEFORE UPDATE ON public.questions FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();
revoke all on table public.questions from public, anon, authenticated, service_role;
grant delete, insert, maintain, references, select, trigger, truncate, update on table public.questions to service_role;
comment on table public.questions is 'The question bank. No API role reads it directly: questions reach students through RPCs (no answer keys).';

create table public.question_keys (
  question_id uuid not null,
  correct_answer text,
  accepted_answers text[],
  explanation text not null,
  constraint question_keys_pkey PRIMARY KEY (question_id),
  constraint question_keys_explanation_present CHECK (btrim(explanation) <> ''::text),
  constraint question_keys_letter CHECK (correct_answer = ANY (ARRAY['A'::text, 'B'::text, 'C'::text, 'D'::text])),
  constraint question_keys_one_kind CHECK (correct_answer IS NOT NULL AND accepted_answers IS NULL OR correct_answer IS NULL AND cardinality(accepted_answers) > 0),
  constraint question_keys_question_id_fkey FOREIGN KEY (question_id) REFERENCES public.questions(id) ON DELETE CASCADE
);
alter table public.question_keys enable row level security;
revoke all on table public.question_keys from public, anon, authenticated, service_role;
grant delete, insert, maintain, references, select, trigger, truncate, update on table public.question_keys to service_role;
comment on table public.question_keys is 'Answer keys and explanations: never readable through the API; released by SQL functions after submission or in review.';

create table public.test_modules (
  id uuid default gen_random_uuid() not null,
  practice_test_id uuid not null,
  module_name text not null,
  module_order smallint not null,
  section_type public.section_type not null,
  time_limit_minutes integer not null,
  question_count integer not null,
  is_adaptive boolean default false not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  constraint test_modules_pkey PRIMARY KEY (id),
  constraint test_modules_practice_test_id_module_order_key UNIQUE (practice_test_id, module_order),
  constraint test_modules_count_positive CHECK (question_count > 0),
  constraint test_modules_order_range CHECK (module_order >= 1 AND module_order <= 4),
  constraint test_modules_time_positive CHECK (time_limit_minutes > 0),
  constraint test_modules_practice_test_id_fkey FOREIGN KEY (practice_test_id) REFERENCES public.practice_tests(id) ON DELETE CASCADE
);
alter table public.test_modules enable row level security;
create policy "entitled students read modules" on public.test_modules for select to authenticated
  using (( SELECT private.is_entitled() AS is_entitled));
CREATE TRIGGER test_modules_updated_at BEFORE UPDATE ON public.test_modules FOR EACH ROW EXECUTE FUNCTION private.set_updated_at();
revoke all on table public.test_modules from public, anon, authenticated, service_role;
grant delete, insert, maintain, references, select, trigger, truncate, update on table public.test_modules to service_role;
comment on table public.test_modules is 'Modules of a full SAT. Read through get_full_sat_state; closed to direct reads so embedding cannot fan out.';

/**
 * Question HTML as plain text for an excerpt: figures (SVG) and MathML
 * annotations dropped, tags removed (block ends become spaces), the common
 * entities decoded, whitespace collapsed.
 */
CREATE OR REPLACE FUNCTION private.plain_text(html text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
 SET search_path TO ''
AS $function$
  select btrim(regexp_replace(
    replace(replace(replace(replace(replace(replace(replace(replace(
      regexp_replace(
        regexp_replace(
          regexp_replace(regexp_replace(coalesce(html, ''), '<svg.*?</svg>', ' ', 'gi'),
                         '<annotation.*?</annotation>', '', 'gi'),
          '<(/?(p|div|li|ul|ol|tr|td|th|table|figure|figcaption|blockquote|h[1-6])|br)\M[^>]*>', ' ', 'gi'),
        '<[^>]*>', '', 'g'),
      '&nbsp;', ' '), chr(160), ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&apos;', ''''),
      '&amp;', '&'),
    '\s+', ' ', 'g'))
$function$;
revoke all on function private.plain_text(html text) from public, anon, authenticated, service_role;

/** The active practice tests, newest first, with their modules (full SATs). */
CREATE OR REPLACE FUNCTION public.list_practice_tests()
 RETURNS jsonb
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
begin
  perform private.require_student();
  return coalesce((
    select jsonb_agg(jsonb_build_object(
      'id', t.id, 'slug', t.slug, 'title', t.title, 'description', t.description, 'test_type', t.test_type,
      'time_limit_minutes', t.time_limit_minutes, 'question_count', t.question_count, 'created_at', t.created_at,
      'modules', coalesce((
        select jsonb_agg(jsonb_build_object(
          'module_order', m.module_order, 'module_name', m.module_name, 'section_type', m.section_type,
          'time_limit_minutes', m.time_limit_minutes, 'question_count', m.question_count, 'is_adaptive', m.is_adaptive)
          order by m.module_order)
        from public.test_modules m where m.practice_test_id = t.id), '[]'::jsonb)
    ) order by t.created_at desc, t.slug)
    from public.practice_tests t where t.is_active), '[]'::jsonb);
end;
$function$;
revoke all on function public.list_practice_tests() from public, anon, authenticated, service_role;
grant execute on function public.list_practice_tests() to authenticated;
grant execute on function public.list_practice_tests() to service_role;
comment on function public.list_practice_tests() is 'The active practice tests (newest first) with their modules. Needs a redeemed setup code.';
