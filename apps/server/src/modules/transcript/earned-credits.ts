import { inArray, sql, type SQL } from 'drizzle-orm';
import { LETTER_GRADES } from '../registration/schema.js';
import { courses, sections, terms } from '../academic/schema.js';
import { registrations } from '../registration/schema.js';
import { gradePointsOf, type GradeScale } from '../registration/grade-scale.js';

/**
 * Every student's earned credits in one set-based statement, for ranking a whole university at once
 * (time tickets). The rule is academic-record.ts's, in SQL: per course, the latest attempt graded on
 * points counts (the repeat rule); its credits are earned when its points pass; W, I and courses in
 * progress earn nothing; P earns without points; only lecture registrations count (a lab repeats its lecture's grade).
 * Rows: `(student_id, earned)`, only for students with at least one graded attempt.
 */
export function earnedCreditsOfEveryone(scale: GradeScale): SQL {
  const pointed = LETTER_GRADES.filter((grade) => gradePointsOf(scale, grade) !== null);
  // P passes without points (the summer training): a graded attempt for the repeat rule, and earned.
  const graded = [...pointed, 'P' as const];
  const passing = [
    ...pointed.filter((grade) => (gradePointsOf(scale, grade) ?? 0) >= scale.passingPoints),
    'P' as const,
  ];
  const latestGraded = sql`
    select distinct on (${registrations.studentId}, ${sections.courseId})
      ${registrations.studentId} as student_id, ${courses.credits} as credits, ${registrations.grade} as grade
    from ${registrations}
    join ${sections} on ${sections.id} = ${registrations.sectionId}
    join ${courses} on ${courses.id} = ${sections.courseId}
    join ${terms} on ${terms.id} = ${registrations.termId}
    where ${sections.kind} = 'lecture'
      and ${inArray(registrations.status, ['registered', 'completed', 'withdrawn'])}
      and ${inArray(registrations.grade, graded)}
    order by ${registrations.studentId}, ${sections.courseId}, ${terms.startsOn} desc, ${registrations.id} desc`;
  return sql`
    select latest.student_id,
      coalesce(sum(latest.credits) filter (where ${inArray(sql`latest.grade`, passing)}), 0)::int as earned
    from (${latestGraded}) as latest
    group by latest.student_id`;
}
