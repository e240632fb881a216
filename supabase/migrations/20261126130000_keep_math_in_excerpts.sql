-- Excerpts (review lists, the due queue) kept maths readable only as flat
-- text: 3x²+5x−x²+2x came out "3x2+5x−x2+2x", ½ as "12". Before the tags go,
-- the bank's MathML (temml's output) is now written in a linear form:
-- superscripts and subscripts as Unicode script characters where every
-- character has one (x², xₙ), else ^(…) and _(…); fractions as a/b with
-- brackets round compound parts; roots as √; overlines (segments) as a
-- combining overline. The stored excerpt column is recomputed.

/** A script's text as Unicode superscript characters when each has one, else ^x or ^(…). */
create function private.superscript_text(t text) returns text
language sql immutable
set search_path = ''
as $$
  select case
    when t ~ '^[0-9a-pr-z+=()−-]+$'
      then translate(t, '0123456789abcdefghijklmnoprstuvwxyz+-−=()',
                        '⁰¹²³⁴⁵⁶⁷⁸⁹ᵃᵇᶜᵈᵉᶠᵍʰⁱʲᵏˡᵐⁿᵒᵖʳˢᵗᵘᵛʷˣʸᶻ⁺⁻⁻⁼⁽⁾')
    when char_length(t) = 1 then '^' || t
    else '^(' || t || ')'
  end
$$;

/** A script's text as Unicode subscript characters when each has one, else _x or _(…). */
create function private.subscript_text(t text) returns text
language sql immutable
set search_path = ''
as $$
  select case
    when t ~ '^[0-9aehijklmnoprstuvx+=()−-]+$'
      then translate(t, '0123456789aehijklmnoprstuvx+-−=()', '₀₁₂₃₄₅₆₇₈₉ₐₑₕᵢⱼₖₗₘₙₒₚᵣₛₜᵤᵥₓ₊₋₋₌₍₎')
    when char_length(t) = 1 then '_' || t
    else '_(' || t || ')'
  end
$$;

/** A fraction's part or a root's body: bare when it is a number or one letter (with its scripts), else in brackets. */
create function private.math_operand(t text) returns text
language sql immutable
set search_path = ''
as $$
  select case
    when t ~ '^([0-9.]+|[[:alpha:]][⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁼⁽⁾ᵃᵇᶜᵈᵉᶠᵍʰⁱʲᵏˡᵐⁿᵒᵖʳˢᵗᵘᵛʷˣʸᶻ₀₁₂₃₄₅₆₇₈₉ₐₑₕᵢⱼₖₗₘₙₒₚᵣₛₜᵤᵥₓ₊₋₌₍₎]*)$' then t
    else '(' || t || ')'
  end
$$;

/** Letters with a combining overline (a segment's bar, \overline{AB}). */
create function private.overlined(t text) returns text
language sql immutable
set search_path = ''
as $$
  select regexp_replace(t, '([^[:space:]])', E'\\1\u0305', 'g')
$$;

/**
 * Every <math> element of `html` in a linear form, in one pass over its tags
 * (a stack of the open MathML elements, each collecting its children's
 * linear text): tokens give their text, groups join their children, and
 * scripts, fractions, roots and overlines are written out. Anything outside
 * <math> is left as it was (plain_text strips the tags after).
 */
create function private.math_linear(html text) returns text
language plpgsql immutable
set search_path = ''
as $$
declare
  sep constant text := chr(31);
  tags text[] := '{}';
  kids text[] := '{}';
  depth int := 0;
  result text := '';
  m text[];
  tag text;
  parts text[];
  joined text;
  t text;
begin
  if html is null or position('<math' in html) = 0 then
    return html;
  end if;
  -- Figures hold hundreds of tags and no maths; plain_text drops them anyway.
  -- One match per token element (<mi>x</mi>), tag or run of text. Figures hold hundreds of tags
  -- and no maths, and plain_text drops them anyway.
  for m in select regexp_matches(regexp_replace(html, '<svg.*?</svg>', ' ', 'gi'),
                                 '(<(?:mi|mn|mo|mtext|ms)(?:\s[^>]*)?>([^<]*)</(?:mi|mn|mo|mtext|ms)>'
                                 || '|<(/?)([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>|[^<]+|<)', 'g') loop
    if m[2] is not null then
      -- A token: its text is a child of the element around it.
      if depth = 0 then
        result := result || m[2];
      else
        kids[depth] := kids[depth] || sep || m[2];
      end if;
      continue;
    end if;
    tag := lower(m[4]);
    if tag is null or (depth = 0 and tag <> 'math') then
      -- Outside maths, text and tags stay; inside, text between tags is only layout.
      if depth = 0 then
        result := result || m[1];
      end if;
    elsif m[3] = '' then
      -- An empty element (<mspace/>) adds nothing; any other opens a level.
      if right(m[5], 1) <> '/' and tag <> 'mspace' then
        depth := depth + 1;
        tags[depth] := tag;
        kids[depth] := '';
      end if;
    elsif depth > 0 then
      parts := string_to_array(substr(kids[depth], 2), sep);
      joined := array_to_string(parts, '');
      t := case tags[depth]
        when 'msup' then coalesce(parts[1], '') || private.superscript_text(coalesce(parts[2], ''))
        when 'msub' then coalesce(parts[1], '') || private.subscript_text(coalesce(parts[2], ''))
        when 'msubsup' then coalesce(parts[1], '') || private.subscript_text(coalesce(parts[2], ''))
                            || private.superscript_text(coalesce(parts[3], ''))
        when 'mfrac' then private.math_operand(coalesce(parts[1], '')) || '/' || private.math_operand(coalesce(parts[2], ''))
        when 'msqrt' then '√' || private.math_operand(joined)
        when 'mroot' then private.superscript_text(coalesce(parts[2], '')) || '√' || private.math_operand(coalesce(parts[1], ''))
        -- temml writes a segment's bar as menclose "top" (and \overline as mover with a bar).
        when 'menclose' then private.overlined(joined)
        when 'mover' then case when parts[2] in ('‾', '¯', '―', '_', '&#x203E;') then private.overlined(coalesce(parts[1], ''))
                               when parts[2] in ('→', '⃗') then coalesce(parts[1], '') || E'\u20D7'
                               else joined end
        when 'annotation' then ''
        when 'annotation-xml' then ''
        else joined
      end;
      depth := depth - 1;
      if depth = 0 then
        result := result || t;
      else
        kids[depth] := kids[depth] || sep || t;
      end if;
    end if;
  end loop;
  -- Invisible operators (function application, invisible times and separator) would show as gaps.
  return translate(result, E'\u2061\u2062\u2063\u2064', '');
end;
$$;

create or replace function private.question_excerpt(passage text, question_text text) returns text
language sql immutable
set search_path = ''
as $$
  select left(coalesce(nullif(private.plain_text(private.math_linear(question_text)), ''),
                       private.plain_text(private.math_linear(passage)), ''), 150)
$$;

-- Recomputes every stored excerpt with the new definition (PostgreSQL 17: rewrites the table once).
alter table public.questions alter column excerpt set expression as (private.question_excerpt(passage, question_text));

revoke execute on function private.superscript_text(text), private.subscript_text(text), private.math_operand(text),
  private.overlined(text), private.math_linear(text) from public, anon, authenticated;
