import type { DatabaseHandle } from '../platform/db/client.js';
import type { SecretKey } from '../platform/crypto/secret-box.js';
import { loadDemoAcademicRecords } from './academic-records.js';
import { loadDemoContact } from './contact.js';
import { loadDemoCredentials } from './credentials.js';
import { buildAnnouncements } from './announcements.js';
import { loadDemoEvaluations } from './evaluations.js';
import { loadDemoExams } from './exams.js';
import { buildCatalogue } from './catalogue.js';
import { buildInstructors } from './instructors.js';
import { loadUniversity } from './load.js';
import { demoLogins, type DemoLogin } from './logins.js';
import { buildMenuRules } from './menu-rules.js';
import { buildPortalAccess } from './portal-access.js';
import { loadDemoMessages } from './messages.js';
import { assignSeats } from './seats.js';
import { buildStaffMembers } from './staff.js';
import { buildPopulation } from './students.js';
import { DEMO_TABLES } from './tables.js';
import { buildTermWindows, buildTerms, termRow } from './terms.js';
import { loadDemoTickets } from './time-tickets.js';
import { loadDemoAdvising } from './advising.js';
import { loadDemoFees } from './fees.js';
import { loadDemoInstallments } from './installments.js';
import { loadDemoBankDeposit } from './bank-deposits.js';
import { loadDemoOrderTypes } from './order-types.js';
import { loadDemoInternational } from './international.js';
import { loadDemoSstp } from './sstp.js';
import { loadDemoParty } from './party.js';
import { loadDemoTanseek } from './tanseek.js';
import { buildTimetable } from './timetable.js';

export interface DemoOptions {
  seed: number;
  students: number;
  /** Password of every staff account (students sign in at the identity provider with the same one). */
  password: string;
  emailDomain: string;
  /** The university's calendar date, read from the Date's UTC fields (see `universityToday`). */
  today: Date;
  /** The university's time zone (class times are local); Africa/Cairo unless given. */
  timeZone?: string;
  /** SECRETS_KEYS, so the demo's library codes are sealed the way the server opens them. */
  secretKeys?: readonly SecretKey[];
  onProgress?: (line: string) => void;
}

export interface DemoSummary {
  /** Rows per table, by table name. */
  counts: Record<string, number>;
  logins: DemoLogin[];
}

export const MAX_DEMO_STUDENTS = 200_000;

/**
 * Generates a whole university into an empty database: the same options give the same rows, whatever the
 * machine (apart from creation times and the salts of password hashes).
 */
export async function generateDemoUniversity(
  handle: DatabaseHandle,
  options: DemoOptions,
): Promise<DemoSummary> {
  if (!Number.isInteger(options.students) || options.students < 1 || options.students > MAX_DEMO_STUDENTS) {
    throw new RangeError(
      `The demo needs between 1 and ${MAX_DEMO_STUDENTS} students (got ${options.students})`,
    );
  }
  if (Number.isNaN(options.today.getTime())) throw new RangeError('The demo needs a valid "today"');
  const onProgress = options.onProgress ?? (() => undefined);
  const seed = options.seed >>> 0;
  const domain = options.emailDomain.toLowerCase();

  const catalogue = buildCatalogue();
  const terms = buildTerms(options.today);
  const population = buildPopulation(catalogue, terms, {
    seed,
    students: options.students,
    emailDomain: domain,
    onProgress,
  });
  const perFaculty = catalogue.faculties.map(
    (faculty) => population.students.filter((student) => student.facultyId === faculty.id).length,
  );
  const teaching = buildInstructors(catalogue, perFaculty, seed, domain);
  const timetable = buildTimetable(catalogue, terms, population.attempts, teaching, seed);
  const registrations = assignSeats(population.attempts, terms, timetable, seed, onProgress);
  const staff = await buildStaffMembers(options.password, domain);
  const access = buildPortalAccess(population.students, options.today);
  const windows = buildTermWindows(terms, options.today);
  const timeZone = options.timeZone ?? 'Africa/Cairo';
  onProgress(
    `generated ${population.students.length} students, ${timetable.sections.length} sections, ` +
      `${registrations.student.length} registrations`,
  );

  await loadUniversity(
    handle,
    {
      catalogue,
      terms: terms.map(termRow),
      windows,
      instructors: teaching.rows,
      students: population.students,
      sections: timetable.sections,
      registrations,
      staff,
      menuRules: buildMenuRules(catalogue),
      menuOverrides: access.overrides,
      blocks: access.blocks,
      announcements: buildAnnouncements(catalogue, options.today),
    },
    onProgress,
  );
  const currentTermId = terms.find((term) => term.isCurrent)?.id;
  await loadDemoMessages(handle, {
    seed,
    today: options.today,
    timeZone,
    windows: windows.filter((window) => window.termId === currentTermId),
    onProgress,
  });
  await loadDemoEvaluations(handle, { seed, secretKeys: options.secretKeys, onProgress });
  await loadDemoExams(handle, {
    seed,
    today: options.today,
    timeZone,
    buildings: new Map(catalogue.faculties.map((faculty) => [faculty.id, faculty.building])),
    onProgress,
  });
  await loadDemoAcademicRecords(handle, {
    seed,
    today: options.today,
    timeZone,
    secretKeys: options.secretKeys,
    terms,
    students: population.students,
    sections: timetable.sections,
    registrations,
    onProgress,
  });
  await loadDemoCredentials(handle, { seed, secretKeys: options.secretKeys, onProgress });
  await loadDemoContact(handle, onProgress);
  await loadDemoTickets(handle, { seed, timeZone: 'UTC', onProgress });
  await loadDemoAdvising(handle, { today: options.today, onProgress });
  await loadDemoFees(handle, onProgress);
  await loadDemoInstallments(handle, { today: options.today, timeZone, onProgress });
  await loadDemoBankDeposit(handle, { today: options.today, onProgress });
  await loadDemoOrderTypes(handle, onProgress);
  await loadDemoInternational(handle, { seed, today: options.today, onProgress });
  await loadDemoTanseek(handle, { seed, today: options.today, onProgress });
  await loadDemoSstp(handle, { seed, today: options.today, onProgress });
  await loadDemoParty(handle, { today: options.today, onProgress });
  // A bulk load leaves the planner without statistics until autovacuum comes by; without them it scans
  // small tables (exams, courses, windows) on every request instead of using their indexes.
  onProgress('analysing tables');
  await handle.query('analyze');
  return { counts: await countRows(handle), logins: await demoLogins(handle, domain) };
}

/** The demo is generated on first start only: a database that has students is left alone. */
export async function isDatabaseEmpty(handle: DatabaseHandle): Promise<boolean> {
  const rows = await handle.query<{ present: boolean }>('select exists (select 1 from students) as present');
  return rows[0]?.present !== true;
}

/** Empties every table the demo fills (and, through cascade, whatever refers to them). */
export async function clearDemoUniversity(handle: DatabaseHandle): Promise<void> {
  await handle.query(`truncate ${DEMO_TABLES.join(', ')} restart identity cascade`);
}

export async function countRows(handle: DatabaseHandle): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of DEMO_TABLES) {
    const rows = await handle.query<{ count: number }>(`select count(*)::int as count from ${table}`);
    counts[table] = rows[0]?.count ?? 0;
  }
  return counts;
}
