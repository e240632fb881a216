-- get_review_question returns the question's format as stored ('mcq' | 'spr'),
-- the word every other RPC and the app's vocabulary use, instead of
-- translating 'mcq' to 'multiple_choice' for the client to translate back.
create or replace function public.get_review_question(p_question_id uuid) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  uid uuid := private.require_student();
  q public.questions;
  c public.review_cards;
  st private.question_stats;
begin
  select * into q from public.questions where id = p_question_id;
  if not found then
    raise exception 'Question not found.' using errcode = 'PT404';
  end if;
  if private.key_withheld_reason(uid, q.id) is not null then
    raise exception '%', private.not_reviewable_message() using errcode = 'PT403';
  end if;
  select * into c from public.review_cards where user_id = uid and question_id = q.id;
  select * into st from private.question_stats where user_id = uid and question_id = q.id;
  return jsonb_build_object(
    'id', q.id, 'section', q.question_type, 'domain', q.domain, 'topic', q.topic,
    'difficulty', q.difficulty_level, 'band', private.difficulty_band(q.difficulty_level),
    'format', q.format,
    'passage', q.passage, 'text', q.question_text, 'options', q.options,
    'is_favorite', exists (select 1 from public.favorites where user_id = uid and question_id = q.id),
    'attempts', coalesce(st.tries, 0), 'correct', coalesce(st.rights, 0),
    'card', private.card_json(c));
end;
$$;
