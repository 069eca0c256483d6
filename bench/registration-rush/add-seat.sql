-- The add-a-seat transaction of the seat ledger (apps/server/src/modules/registration/seat-ledger.ts,
-- takeSeat), statement for statement, driven directly by pgbench beside the portal's own rush: one statement
-- reads whether the seat is already the student's, takes a seat only if one is free (seats held for
-- waitlist offers are not), writes the registration (a dropped one comes back) and the log event; the seat
-- is given back if the student's other request won the registration.
-- Variables (-D): first_student, last_student, first_section, last_section (current-term lecture sections).
\set student random(:first_student, :last_student)
\set section random(:first_section, :last_section)
BEGIN;
WITH prior AS (
  SELECT status FROM registrations WHERE student_id = :student AND section_id = :section
), counted AS (
  UPDATE sections SET enrolled = enrolled + 1, updated_at = now()
    WHERE id = :section AND enrolled + held < capacity
      AND NOT EXISTS (SELECT 1 FROM prior WHERE status <> 'dropped')
    RETURNING term_id, course_id
), registered AS (
  INSERT INTO registrations (student_id, section_id, term_id)
    SELECT :student, :section, term_id FROM counted
    ON CONFLICT (student_id, section_id) DO UPDATE SET status = 'registered', grade = NULL, updated_at = now()
      WHERE registrations.status = 'dropped'
    RETURNING id
), logged AS (
  INSERT INTO advising_events (student_id, term_id, action, source, section_id, course_id, staff_member_id)
    SELECT :student, counted.term_id, 'seat_taken', 'advising', :section, counted.course_id, NULL::int
      FROM counted, registered
)
SELECT (EXISTS (SELECT 1 FROM counted))::int AS counted,
       (EXISTS (SELECT 1 FROM registered))::int AS registered \gset
\if :counted = 1 AND :registered = 0
  UPDATE sections SET enrolled = enrolled - 1 WHERE id = :section;
\endif
COMMIT;
