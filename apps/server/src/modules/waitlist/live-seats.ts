import { LIVE_COURSES_SHOWN, type LiveCourseSeats } from '@portal/contract';
import type { SqlRunner } from '../../platform/db/client.js';

interface CourseSeatsRow extends Record<string, unknown> {
  code: string;
  title_en: string;
  title_ar: string;
  sections: number;
  capacity: number;
  enrolled: number;
  held: number;
  waitlisted: number;
  offers: number;
  total: number;
}

/**
 * The registrar's live view of seats: the current term's courses, the longest waitlists and then the
 * fewest seats left first, with how many courses there are in all. One statement: the term's sections
 * (sections_course_term_idx) and their lines (waitlist_entries_line_idx), grouped by course.
 */
export async function liveCourseSeats(
  query: SqlRunner,
): Promise<{ courses: LiveCourseSeats[]; total: number }> {
  const rows = await query<CourseSeatsRow>(
    `
    with line as (
      select w.section_id,
             count(*)::int as waitlisted,
             (count(*) filter (where w.status = 'offered'))::int as offers
      from waitlist_entries w
      where w.status in ('waiting', 'offered')
      group by w.section_id
    ), per_course as (
      select c.code, c.title_en, c.title_ar,
             count(*)::int as sections,
             sum(s.capacity)::int as capacity,
             sum(s.enrolled)::int as enrolled,
             sum(s.held)::int as held,
             coalesce(sum(line.waitlisted), 0)::int as waitlisted,
             coalesce(sum(line.offers), 0)::int as offers
      from sections s
      join terms t on t.id = s.term_id and t.is_current
      join courses c on c.id = s.course_id
      left join line on line.section_id = s.id
      group by c.id
    )
    select *, (count(*) over ())::int as total
    from per_course
    order by waitlisted desc, capacity - enrolled - held asc, code
    limit $1`,
    [LIVE_COURSES_SHOWN],
  );
  return {
    total: rows[0]?.total ?? 0,
    courses: rows.map((row) => ({
      CourseCode: row.code,
      TitleEn: row.title_en,
      TitleAr: row.title_ar,
      Sections: row.sections,
      Capacity: row.capacity,
      Enrolled: row.enrolled,
      Held: row.held,
      SeatsLeft: row.capacity - row.enrolled - row.held,
      Waitlisted: row.waitlisted,
      Offers: row.offers,
    })),
  };
}
