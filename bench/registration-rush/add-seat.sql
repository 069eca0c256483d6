-- The add-a-seat transaction, driven directly by pgbench beside the portal's own rush: lock the section,
-- take a seat only if one is left and the student does not hold it already, and record the registration.
-- Variables (-D): first_student, last_student, first_section, last_section (current-term lecture sections).
-- The lead aligns it with the advising module's exact transaction at merge (modules/advising/seats).
\set student random(:first_student, :last_student)
\set section random(:first_section, :last_section)
BEGIN;
SELECT enrolled, capacity FROM sections WHERE id = :section FOR UPDATE;
WITH seat AS (
  UPDATE sections SET enrolled = enrolled + 1, updated_at = now()
  WHERE id = :section AND enrolled < capacity
    AND NOT EXISTS (SELECT 1 FROM registrations WHERE student_id = :student AND section_id = :section)
  RETURNING id, term_id
)
INSERT INTO registrations (student_id, section_id, term_id, status)
SELECT :student, id, term_id, 'registered' FROM seat;
COMMIT;
