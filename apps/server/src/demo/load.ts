import {
  courseRequisites,
  courses,
  faculties,
  instructors,
  planCategories,
  planCategoryCourses,
  programs,
  termWindows,
  terms,
  type NewTerm,
} from '../modules/academic/schema.js';
import { announcements, type NewAnnouncement } from '../modules/announcement/schema.js';
import { studentBlocks, type NewStudentBlock } from '../modules/default-data/schema.js';
import {
  menuPageOverrides,
  menuPageRules,
  type NewMenuPageOverride,
  type NewMenuPageRule,
} from '../modules/menu/schema.js';
import { staffMembers, type NewStaffMember } from '../modules/staff/schema.js';
import type { NewStudent } from '../modules/student/schema.js';
import type { DatabaseHandle } from '../platform/db/client.js';
import { transactionWriter } from './bulk-insert.js';
import { loadRegistrations, loadSections, loadStudents } from './bulk-tables.js';
import type { Catalogue } from './catalogue.js';
import { dropDeferred, readDeferrable, restoreDeferred } from './deferred-constraints.js';
import type { InstructorRow } from './instructors.js';
import type { RegistrationColumns } from './seats.js';
import { TABLES_WITH_IDS } from './tables.js';
import type { TermWindowRow } from './terms.js';
import type { DemoSection } from './timetable.js';

export interface DemoUniversity {
  catalogue: Catalogue;
  terms: NewTerm[];
  windows: TermWindowRow[];
  instructors: InstructorRow[];
  students: NewStudent[];
  sections: DemoSection[];
  registrations: RegistrationColumns;
  staff: NewStaffMember[];
  menuRules: NewMenuPageRule[];
  menuOverrides: NewMenuPageOverride[];
  blocks: NewStudentBlock[];
  announcements: NewAnnouncement[];
}

const BULK_TABLES = ['students', 'sections', 'section_meetings', 'registrations'];

/** Writes the whole university in one transaction: a failure (or a killed process) leaves the database as it was. */
export async function loadUniversity(
  handle: DatabaseHandle,
  university: DemoUniversity,
  onProgress: (line: string) => void,
): Promise<void> {
  // Read before the transaction: PGlite runs one transaction at a time, so `handle.query` would wait on it.
  const deferred = await readDeferrable(handle.query, BULK_TABLES);
  await handle.db.transaction(async (tx) => {
    const write = transactionWriter(tx);
    const rows = university.catalogue.rows;
    await inChunks(rows.faculties, (chunk) => tx.insert(faculties).values(chunk));
    await inChunks(rows.programs, (chunk) => tx.insert(programs).values(chunk));
    await inChunks(university.terms, (chunk) => tx.insert(terms).values(chunk));
    await inChunks(university.windows, (chunk) => tx.insert(termWindows).values(chunk));
    await inChunks(rows.courses, (chunk) => tx.insert(courses).values(chunk));
    await inChunks(rows.requisites, (chunk) => tx.insert(courseRequisites).values(chunk));
    await inChunks(rows.planCategories, (chunk) => tx.insert(planCategories).values(chunk));
    await inChunks(rows.planCategoryCourses, (chunk) => tx.insert(planCategoryCourses).values(chunk));
    await inChunks(university.instructors, (chunk) => tx.insert(instructors).values(chunk));
    await inChunks(university.staff, (chunk) => tx.insert(staffMembers).values(chunk));
    await dropDeferred(write, deferred);
    await loadStudents(write, university.students, onProgress);
    await loadSections(write, university.sections, onProgress);
    await loadRegistrations(write, university.registrations, onProgress);
    // Small tables that refer to students: written after them, before the foreign keys come back.
    await inChunks(university.menuRules, (chunk) => tx.insert(menuPageRules).values(chunk));
    await inChunks(university.menuOverrides, (chunk) => tx.insert(menuPageOverrides).values(chunk));
    await inChunks(university.blocks, (chunk) => tx.insert(studentBlocks).values(chunk));
    await inChunks(university.announcements, (chunk) => tx.insert(announcements).values(chunk));
    onProgress('indexes and foreign keys');
    await restoreDeferred(write, deferred);
    for (const table of TABLES_WITH_IDS) {
      await write(
        `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from ${table}), 0) + 1, false)`,
      );
    }
  });
}

/** Drizzle sends one parameter per value, and PostgreSQL allows 65,535 per statement. */
async function inChunks<T>(
  values: readonly T[],
  insert: (chunk: T[]) => PromiseLike<unknown>,
): Promise<void> {
  for (let start = 0; start < values.length; start += 1000) await insert(values.slice(start, start + 1000));
}
