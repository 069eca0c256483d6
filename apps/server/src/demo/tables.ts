import { getTableName } from 'drizzle-orm';
import {
  courseRequisites,
  courses,
  faculties,
  instructors,
  planCategories,
  planCategoryCourses,
  programs,
  sectionMeetings,
  sections,
  termWindows,
  terms,
} from '../modules/academic/schema.js';
import { messageRecipients, messages } from '../modules/notify/schema.js';
import { announcements } from '../modules/announcement/schema.js';
import { studentBlocks } from '../modules/default-data/schema.js';
import { menuPageOverrides, menuPageRules } from '../modules/menu/schema.js';
import { registrations } from '../modules/registration/schema.js';
import { staffMembers } from '../modules/staff/schema.js';
import { students } from '../modules/student/schema.js';
import { examSeats, exams } from '../modules/exams/schema.js';
import { absences, classSessions } from '../modules/attendance/schema.js';
import { withheldGrades } from '../modules/transcript/schema.js';
import { billingBanks } from '../modules/billing/bank/bank-schema.js';
import { busLines } from '../modules/billing/fees/bus-schema.js';
import { orderTypes } from '../modules/orders/schema.js';
import { intlModeDocuments, intlPartners, intlPrograms } from '../modules/international/schema.js';
import { sstpOrganizations } from '../modules/sstp/schema.js';
import { universityOffices } from '../modules/contact/schema.js';

/** Every table the demo fills, parents first; names come from the schema so a rename cannot leave one out. */
export const DEMO_TABLES: readonly string[] = [
  faculties,
  programs,
  terms,
  termWindows,
  courses,
  courseRequisites,
  planCategories,
  planCategoryCourses,
  instructors,
  students,
  sections,
  sectionMeetings,
  registrations,
  staffMembers,
  menuPageRules,
  menuPageOverrides,
  studentBlocks,
  announcements,
  messages,
  messageRecipients,
  exams,
  examSeats,
  withheldGrades,
  classSessions,
  absences,
  // Not referring to students: cleared only by being named here (advising.ts fills it).
  billingBanks,
  // The same for the bus lines (fees.ts); their stops go with them, riders and courses with students and terms.
  busLines,
  // The student-services request types (order-types.ts); the requests go with them and with students.
  orderTypes,
  // The international office's partners, programs and checklists (international.ts); applications go with
  // them and with students.
  intlPartners,
  intlPrograms,
  intlModeDocuments,
  // SSTP's partner organisations (sstp.ts); programs go with faculties, cycles with terms.
  sstpOrganizations,
  // The offices on the contact page (contact.ts); civil records go with students.
  universityOffices,
].map((table) => getTableName(table));

/** The tables with an identity `id`, whose sequences must continue after the explicit ids of the demo. */
export const TABLES_WITH_IDS: readonly string[] = DEMO_TABLES.filter(
  (name) =>
    name !== getTableName(courseRequisites) &&
    name !== getTableName(planCategoryCourses) &&
    name !== getTableName(messageRecipients) &&
    name !== getTableName(examSeats) &&
    name !== getTableName(withheldGrades) &&
    name !== getTableName(absences) &&
    name !== getTableName(intlModeDocuments),
);
