/**
 * `gpa(student_id, gpa)`: each student's cumulative GPA from completed lecture registrations, the latest attempt
 * of a course counting (the transcript's repeat rule, in SQL for a whole demo at once). A `with` clause's body.
 */
export const CUMULATIVE_GPA = `graded as (
       select distinct on (r.student_id, s.course_id) r.student_id, r.grade, c.credits
         from registrations r
         join sections s on s.id = r.section_id and s.kind = 'lecture'
         join courses c on c.id = s.course_id
        where r.status = 'completed'
        order by r.student_id, s.course_id, r.term_id desc),
     gpa as (
       select g.student_id, sum(p.points * g.credits) / nullif(sum(g.credits), 0) as gpa
         from graded g join (values ('A', 4.0), ('A-', 3.7), ('B+', 3.3), ('B', 3.0), ('B-', 2.7), ('C+', 2.3),
           ('C', 2.0), ('C-', 1.7), ('D+', 1.3), ('D', 1.0), ('F', 0.0)) as p(grade, points) on p.grade = g.grade
        group by g.student_id)`;
