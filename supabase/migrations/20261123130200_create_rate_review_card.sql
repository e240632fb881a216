-- Rating a card of the mistakes queue. The client computes the next card
-- with ts-fsrs from the stored one and the student's rating; the server
-- checks that it is a plausible successor and stores it. A stale
-- p_expected_reps (a double click, a second tab) is answered with the
-- stored card and changes nothing, so a rating never applies twice.

/** The fields of a ts-fsrs 5.x Card, as rate_review_card accepts them. */
create function private.card_fields() returns text[]
language sql immutable
set search_path = ''
as $$
  select array['due', 'stability', 'difficulty', 'elapsed_days', 'scheduled_days', 'learning_steps', 'reps', 'lapses',
               'state', 'last_review']
$$;

/** `p_card ->> p_field` as a number, or a clear 400 naming the field. */
create function private.card_number(p_card jsonb, p_field text, p_integer boolean) returns double precision
language plpgsql immutable
set search_path = ''
as $$
declare
  v numeric;
begin
  if jsonb_typeof(p_card -> p_field) is distinct from 'number' then
    raise exception 'Card field % must be a number.', p_field using errcode = '22023';
  end if;
  v := (p_card ->> p_field)::numeric;
  if p_integer and (v <> trunc(v) or abs(v) > 2147483647) then
    raise exception 'Card field % must be a whole number.', p_field using errcode = '22023';
  end if;
  -- Beyond double precision either way (too large, or so small it would underflow:
  -- 1e-400 would otherwise fail with Postgres's own 400-digit message).
  if abs(v) > 1e300 or (v <> 0 and abs(v) < 1e-300) then
    raise exception 'Card field % is out of range.', p_field using errcode = '22023';
  end if;
  return v::double precision;
end;
$$;

/** `p_card ->> p_field` as a time: an ISO 8601 string with a zone (what Date.toJSON() gives), or a clear 400. */
create function private.card_time(p_card jsonb, p_field text) returns timestamptz
language plpgsql immutable
set search_path = ''
as $$
declare
  s text := p_card ->> p_field;
begin
  if jsonb_typeof(p_card -> p_field) is distinct from 'string'
     or s !~ '^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}(:?\d{2})?)$' then
    raise exception 'Card field % must be an ISO 8601 time such as 2026-11-23T15:00:00.000Z.', p_field
      using errcode = '22023';
  end if;
  begin
    return s::timestamptz;
  exception when others then
    raise exception 'Card field % is not a valid time.', p_field using errcode = '22023';
  end;
end;
$$;

/**
 * Stores the student's rating of one of their cards. p_card is the next
 * card as ts-fsrs computed it (the ten Card fields, times as ISO strings);
 * p_expected_reps is the stored card's reps the client started from.
 *   - not the caller's card: PT404; the question not reviewable now: PT403;
 *   - a bad rating, a missing, extra or wrongly typed field, or a card that
 *     cannot follow the stored one: 22023 (HTTP 400), nothing changed;
 *   - p_expected_reps is not the stored reps: {applied: false, card: stored};
 *   - otherwise {applied: true, card}, last_review set to the server's now.
 * At most 60 ratings per student per minute.
 */
create function public.rate_review_card(p_question_id uuid, p_rating smallint, p_card jsonb, p_expected_reps integer)
returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  uid uuid := private.require_student();
  c public.review_cards;
  missing text;
  extra text;
  v_due timestamptz;
  v_last timestamptz;
  v_stability double precision;
  v_difficulty double precision;
  v_elapsed double precision;
  v_scheduled double precision;
  v_steps double precision;
  v_reps double precision;
  v_lapses double precision;
  v_state double precision;
begin
  perform private.throttle('review-card:user:' || uid::text, 60, interval '1 minute');
  select * into c from public.review_cards where user_id = uid and question_id = p_question_id for update;
  if not found then
    raise exception 'No review card for this question.' using errcode = 'PT404';
  end if;
  if private.key_withheld_reason(uid, p_question_id) is not null then
    raise exception '%', private.not_reviewable_message() using errcode = 'PT403';
  end if;
  if p_rating is null or p_rating not between 1 and 4 then
    raise exception 'A rating is 1 (Again), 2 (Hard), 3 (Good) or 4 (Easy).' using errcode = '22023';
  end if;
  if p_expected_reps is null then
    raise exception 'Send the reps of the card you rated as p_expected_reps.' using errcode = '22023';
  end if;
  if p_card is null or jsonb_typeof(p_card) <> 'object' then
    raise exception 'The card must be an object with the fields %.', array_to_string(private.card_fields(), ', ')
      using errcode = '22023';
  end if;
  select string_agg(f, ', ' order by o) into missing
    from unnest(private.card_fields()) with ordinality as u(f, o) where not p_card ? f;
  if missing is not null then
    raise exception 'The card is missing %.', missing using errcode = '22023';
  end if;
  select string_agg(k, ', ' order by k) into extra
    from jsonb_object_keys(p_card) k where k <> all (private.card_fields());
  if extra is not null then
    raise exception 'The card has unknown fields: %.', extra using errcode = '22023';
  end if;

  v_due := private.card_time(p_card, 'due');
  v_last := private.card_time(p_card, 'last_review');
  v_stability := private.card_number(p_card, 'stability', false);
  v_difficulty := private.card_number(p_card, 'difficulty', false);
  v_elapsed := private.card_number(p_card, 'elapsed_days', true);
  v_scheduled := private.card_number(p_card, 'scheduled_days', true);
  v_steps := private.card_number(p_card, 'learning_steps', true);
  v_reps := private.card_number(p_card, 'reps', true);
  v_lapses := private.card_number(p_card, 'lapses', true);
  v_state := private.card_number(p_card, 'state', true);

  if v_state not between 0 and 3 then
    raise exception 'Card state must be 0 (New), 1 (Learning), 2 (Review) or 3 (Relearning).' using errcode = '22023';
  -- ts-fsrs caps stability at exactly 36500 days (S_MAX) after a long run of easy ratings.
  elsif not (v_stability > 0 and v_stability <= 36500) then
    raise exception 'Card stability must be more than 0 and at most 36500 days.' using errcode = '22023';
  elsif v_difficulty not between 1 and 10 then
    raise exception 'Card difficulty must be between 1 and 10.' using errcode = '22023';
  elsif v_elapsed < 0 or v_scheduled < 0 or v_steps < 0 then
    raise exception 'Card elapsed_days, scheduled_days and learning_steps must be 0 or more.' using errcode = '22023';
  elsif v_due <= now() - interval '1 minute' or v_due > now() + interval '100 years' then
    raise exception 'Card due must be from now to 100 years ahead.' using errcode = '22023';
  elsif v_last not between now() - interval '5 minutes' and now() + interval '5 minutes' then
    raise exception 'Card last_review must be the time of this rating (within 5 minutes of the server clock).'
      using errcode = '22023';
  end if;

  if p_expected_reps <> c.reps then
    return jsonb_build_object('applied', false, 'card', private.card_json(c));
  end if;
  if v_reps <> c.reps + 1 then
    raise exception 'Card reps must be % (one more than the stored card).', c.reps + 1 using errcode = '22023';
  elsif v_lapses not between c.lapses and c.lapses + 1 then
    raise exception 'Card lapses must be % or %.', c.lapses, c.lapses + 1 using errcode = '22023';
  end if;

  update public.review_cards
    set due = v_due, stability = v_stability, difficulty = v_difficulty, elapsed_days = v_elapsed::integer,
        scheduled_days = v_scheduled::integer, learning_steps = v_steps::integer, reps = v_reps::integer,
        lapses = v_lapses::integer, state = v_state::smallint, last_review = now()
    where user_id = uid and question_id = p_question_id
    returning * into c;
  return jsonb_build_object('applied', true, 'card', private.card_json(c));
end;
$$;

-- Internal: executable by no API role. (Named, not `all functions in schema private`, which
-- would also take back private.is_entitled from the RLS policies that call it.)
revoke execute on function private.card_fields(), private.card_number(jsonb, text, boolean),
  private.card_time(jsonb, text)
  from public, anon, authenticated;
revoke execute on function public.rate_review_card(uuid, smallint, jsonb, integer) from public, anon;
grant execute on function public.rate_review_card(uuid, smallint, jsonb, integer) to authenticated;
comment on function public.rate_review_card(uuid, smallint, jsonb, integer) is
  'Stores your rating of a review card: the next card as ts-fsrs computed it, validated; a stale p_expected_reps changes nothing (applied=false).';
