-- A module session of a full SAT that the student abandoned (a new start
-- cancels the old attempt) is 'cancelled': closed to answers, never graded,
-- never releasing keys. Added on its own because a new enum value can only
-- be used once the transaction that adds it has committed.
alter type public.session_status add value if not exists 'cancelled';
