import type { StudentWaitlist, StudentWaitlists } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { heldLab, studentPlaces } from './queries.js';
import {
  nextOpening,
  studentWaitlistWindow,
  windowTimesView,
  type StudentWaitlistWindow,
} from './student-window.js';

type PlaceRow = Awaited<ReturnType<typeof studentPlaces>>[number];

/** A lab waited for alone replaces the student's current lab of the course, which the place names. */
async function replacedLab(db: Database, studentId: number, row: PlaceRow) {
  if (row.labSectionId !== null || row.kind === 'lecture') return null;
  const held = await heldLab(db, studentId, row.courseId, row.termId);
  return held && held.id !== row.sectionId ? { SectionId: held.id, SectionNo: held.sectionNo } : null;
}

function toWaitlistView(
  row: PlaceRow,
  state: StudentWaitlistWindow,
  replaces: StudentWaitlist['Replaces'],
): StudentWaitlist {
  const now = state.now;
  return {
    SectionId: row.sectionId,
    CourseCode: row.courseCode,
    CourseTitleEn: row.courseTitleEn,
    CourseTitleAr: row.courseTitleAr,
    SectionNo: row.sectionNo,
    Credits: row.credits,
    JoinedAt: row.joinedAt.toISOString(),
    Position: row.position,
    LineLength: row.lineLength,
    Lab:
      row.labSectionId !== null && row.labSectionNo !== null
        ? { SectionId: row.labSectionId, SectionNo: row.labSectionNo }
        : null,
    Replaces: replaces,
    Offer:
      row.status === 'offered' && row.offeredAt && row.offerExpiresAt && row.offerExpiresAt > now
        ? {
            OfferedAt: row.offeredAt.toISOString(),
            ExpiresAt: row.offerExpiresAt.toISOString(),
            AnswerFrom: nextOpening(state, row.offerExpiresAt)?.at.toISOString() ?? null,
          }
        : null,
  };
}

async function placesView(db: Database, studentId: number, state: StudentWaitlistWindow) {
  const places = await studentPlaces(db, studentId);
  return Promise.all(
    places.map(async (row) => toWaitlistView(row, state, await replacedLab(db, studentId, row))),
  );
}

/** GetStudentWaitlists: the student's places in line this term, offers first. */
export async function studentWaitlists(
  db: Database,
  studentId: number,
  now: Date,
): Promise<StudentWaitlists> {
  const state = await studentWaitlistWindow(db, studentId, now);
  return {
    Now: now.toISOString(),
    Window: state.window,
    Windows: windowTimesView(state),
    Waitlists: await placesView(db, studentId, state),
  };
}

/** JoinWaitlist's answer: the place just taken, as GetStudentWaitlists shows it. */
export async function placeView(db: Database, studentId: number, sectionId: number, now: Date) {
  const state = await studentWaitlistWindow(db, studentId, now);
  const place = (await placesView(db, studentId, state)).find((view) => view.SectionId === sectionId);
  if (!place) throw new Error('The place just taken is not in line.');
  return place;
}
