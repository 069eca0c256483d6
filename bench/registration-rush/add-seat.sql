-- The add-a-seat transaction of the seat ledger (apps/server/src/modules/advising/seat-ledger.ts, takeSeat),
-- statement for statement, driven directly by pgbench beside the portal's own rush: is the seat already the
-- student's; take a seat only if one is free (seats held for waitlist offers are not); the registration (a
-- dropped one comes back); give the seat back if the student's other request won; the log event.
-- Variables (-D): first_student, last_student, first_section, last_section (current-term lecture sections).
\set student random(:first_student, :last_student)
\set section random(:first_section, :last_section)
BEGIN;
SELECT count(*) AS holding FROM registrations
  WHERE student_id = :student AND section_id = :section AND status <> 'dropped' \gset
\if :holding = 0
  WITH seat AS (
    UPDATE sections SET enrolled = enrolled + 1, updated_at = now()
      WHERE id = :section AND enrolled + held < capacity
      RETURNING term_id, course_id)
  SELECT coalesce((SELECT term_id FROM seat), 0) AS seat_term, coalesce((SELECT course_id FROM seat), 0) AS seat_course \gset
  \if :seat_term > 0
    WITH registered AS (
      INSERT INTO registrations (student_id, section_id, term_id)
        VALUES (:student, :section, :seat_term)
        ON CONFLICT (student_id, section_id) DO UPDATE SET status = 'registered', grade = NULL, updated_at = now()
          WHERE registrations.status = 'dropped'
        RETURNING id)
    SELECT count(*) AS registered FROM registered \gset
    \if :registered > 0
      INSERT INTO advising_events (student_id, term_id, action, source, section_id, course_id)
        VALUES (:student, :seat_term, 'seat_taken', 'advising', :section, :seat_course);
    \else
      UPDATE sections SET enrolled = enrolled - 1 WHERE id = :section;
    \endif
  \endif
\endif
COMMIT;
