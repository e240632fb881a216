-- Issue 16, part 3: every text input of every RPC has a length limit,
-- checked before any work. An RPC's body may normalise, parse or compare its
-- input (spr answers are parsed as fractions, time zones are looked up, codes
-- are hashed), so a megabyte-long argument must be refused first.
--
-- Each RPC with a text (or jsonb) argument becomes a thin public function
-- that checks the lengths and then calls the unchanged body, moved to
-- private as <name>_unchecked (renaming keeps the body, its OID and its
-- callers' references; the public name, signature, defaults, volatility and
-- comment stay, so the API and database.types.ts do not change).
-- Too long: SQLSTATE 22023 (HTTP 400) "<what> is too long: at most N characters."
--
-- Limits: setup codes 64 (a code is at most 32), answers 64 (an SPR answer is
-- at most 6, a choice 1), eliminated options 16 (at most "ABCD"), time zones
-- 64 (the longest IANA name has 32), review filters 32, topics and filter
-- values 200 (as the bodies already said), a review card 4 KB.

/** Refuses a text longer than p_max characters with 22023 (HTTP 400). */
create function private.check_length(p_value text, p_max integer, p_what text) returns void
language plpgsql immutable
set search_path = ''
as $$
begin
  -- octet_length first: O(1) for a long value, and never smaller than length.
  if octet_length(p_value) > p_max and length(p_value) > p_max then
    raise exception '% is too long: at most % characters.', p_what, p_max using errcode = '22023';
  end if;
end;
$$;

do $$
declare
  f text;
begin
  foreach f in array array[
    'validate_setup_code(text)', 'redeem_setup_code(text)', 'check_review_answer(uuid,text)',
    'get_due_count(text)', 'get_review_stats(text)', 'list_due_cards(text)', 'list_review_questions(text,text)',
    'rate_review_card(uuid,smallint,jsonb,integer)', 'save_answer(uuid,uuid,text,integer,bigint,boolean,text)',
    'start_practice_set(text,integer,boolean,text)']
  loop
    execute format('alter function public.%s rename to %s', f, split_part(f, '(', 1) || '_unchecked');
    execute format('alter function public.%s set schema private', split_part(f, '(', 1) || '_unchecked(' || split_part(f, '(', 2));
    execute format('revoke execute on function private.%s from public, anon, authenticated',
      split_part(f, '(', 1) || '_unchecked(' || split_part(f, '(', 2));
  end loop;
end;
$$;

create function public.validate_setup_code(input_code text) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
begin
  perform private.check_length(input_code, 64, 'A setup code');
  return private.validate_setup_code_unchecked(input_code);
end;
$$;

create function public.redeem_setup_code(input_code text) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
begin
  perform private.check_length(input_code, 64, 'A setup code');
  return private.redeem_setup_code_unchecked(input_code);
end;
$$;

create function public.check_review_answer(p_question_id uuid, p_answer text) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
begin
  perform private.check_length(p_answer, 64, 'An answer');
  return private.check_review_answer_unchecked(p_question_id, p_answer);
end;
$$;

create function public.get_due_count(p_time_zone text default 'UTC') returns integer
language plpgsql stable security definer
set search_path = ''
as $$
begin
  perform private.check_length(p_time_zone, 64, 'A time zone name');
  return private.get_due_count_unchecked(p_time_zone);
end;
$$;

create function public.get_review_stats(p_time_zone text default 'UTC') returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
begin
  perform private.check_length(p_time_zone, 64, 'A time zone name');
  return private.get_review_stats_unchecked(p_time_zone);
end;
$$;

create function public.list_due_cards(p_time_zone text default 'UTC') returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
begin
  perform private.check_length(p_time_zone, 64, 'A time zone name');
  return private.list_due_cards_unchecked(p_time_zone);
end;
$$;

create function public.list_review_questions(p_filter text, p_value text default null) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
begin
  perform private.check_length(p_filter, 32, 'A review filter');
  perform private.check_length(p_value, 200, 'A review filter value');
  return private.list_review_questions_unchecked(p_filter, p_value);
end;
$$;

create function public.rate_review_card(p_question_id uuid, p_rating smallint, p_card jsonb, p_expected_reps integer)
returns jsonb
language plpgsql security definer
set search_path = ''
as $$
begin
  if pg_column_size(p_card) > 4096 then
    raise exception 'A review card is too large: at most 4096 bytes.' using errcode = '22023';
  end if;
  return private.rate_review_card_unchecked(p_question_id, p_rating, p_card, p_expected_reps);
end;
$$;

create function public.save_answer(p_session_id uuid, p_question_id uuid, p_answer text,
  p_time_spent_seconds integer default 0, p_client_seq bigint default null, p_flagged boolean default null,
  p_eliminated text default null) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
begin
  perform private.check_length(p_answer, 64, 'An answer');
  perform private.check_length(p_eliminated, 16, 'The eliminated options');
  return private.save_answer_unchecked(p_session_id, p_question_id, p_answer, p_time_spent_seconds, p_client_seq,
    p_flagged, p_eliminated);
end;
$$;

create function public.start_practice_set(p_kind text, p_count integer default 20, p_timed boolean default false,
  p_topic text default null) returns public.user_sessions
language plpgsql security definer
set search_path = ''
as $$
begin
  perform private.check_length(p_kind, 32, 'A practice set kind');
  perform private.check_length(p_topic, 200, 'A topic name');
  return private.start_practice_set_unchecked(p_kind, p_count, p_timed, p_topic);
end;
$$;

-- The comments (they reach the OpenAPI output) stay with the public names.
do $$
declare
  f text;
begin
  foreach f in array array[
    'validate_setup_code(text)', 'redeem_setup_code(text)', 'check_review_answer(uuid,text)',
    'get_due_count(text)', 'get_review_stats(text)', 'list_due_cards(text)', 'list_review_questions(text,text)',
    'rate_review_card(uuid,smallint,jsonb,integer)', 'save_answer(uuid,uuid,text,integer,bigint,boolean,text)',
    'start_practice_set(text,integer,boolean,text)']
  loop
    execute format('comment on function public.%s is %L', f,
      obj_description(format('private.%s_unchecked(%s', split_part(f, '(', 1), split_part(f, '(', 2))::regprocedure,
        'pg_proc') || ' Text inputs longer than their limit are refused first (HTTP 400).');
    execute format('comment on function private.%s_unchecked(%s is %L', split_part(f, '(', 1), split_part(f, '(', 2),
      format('The body of public.%s, which checks the length of its inputs first.', f));
  end loop;
end;
$$;

revoke execute on function private.check_length(text, integer, text) from public, anon, authenticated;
revoke execute on function public.validate_setup_code(text), public.redeem_setup_code(text),
  public.check_review_answer(uuid, text), public.get_due_count(text), public.get_review_stats(text),
  public.list_due_cards(text), public.list_review_questions(text, text),
  public.rate_review_card(uuid, smallint, jsonb, integer),
  public.save_answer(uuid, uuid, text, integer, bigint, boolean, text),
  public.start_practice_set(text, integer, boolean, text)
  from public, anon;
grant execute on function public.validate_setup_code(text) to anon;
grant execute on function public.validate_setup_code(text), public.redeem_setup_code(text),
  public.check_review_answer(uuid, text), public.get_due_count(text), public.get_review_stats(text),
  public.list_due_cards(text), public.list_review_questions(text, text),
  public.rate_review_card(uuid, smallint, jsonb, integer),
  public.save_answer(uuid, uuid, text, integer, bigint, boolean, text),
  public.start_practice_set(text, integer, boolean, text)
  to authenticated;
