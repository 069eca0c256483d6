import { ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { GenerateTicketsBody } from '@portal/contract';
import { envelope, generateTicketsResponse } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import {
  buildCourse,
  buildRegistration,
  buildSection,
  buildStaffMember,
  buildStudent,
  buildTerm,
  buildTermWindow,
} from '../../test/factories.js';
import { staffAuthorization } from '../../test/sessions.js';
import { students } from '../student/schema.js';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/**
 * A current term whose advising window opened an hour ago (for a week) and whose add/drop window opens in
 * three days, a past term to earn credits in, and a registrar to draw tickets.
 */
export async function ticketWorld(app: FastifyInstance) {
  const db = app.database.db;
  const now = Date.now();
  const past = await buildTerm(db, { startsOn: '2024-09-20', endsOn: '2025-01-31' });
  const current = await buildTerm(db, { isCurrent: true });
  const advising = await buildTermWindow(db, {
    termId: current.id,
    kind: 'advising',
    opensAt: new Date(now - HOUR),
    closesAt: new Date(now + 7 * DAY),
  });
  const addDrop = await buildTermWindow(db, {
    termId: current.id,
    kind: 'add_drop',
    opensAt: new Date(now + 3 * DAY),
    closesAt: new Date(now + 10 * DAY),
  });
  const registrar = await buildStaffMember(db, { roles: ['registrar'] });
  const registrarHeaders = await staffAuthorization(app, { ...registrar, roles: ['registrar'] });
  return { db, past, current, advising, addDrop, registrar, registrarHeaders };
}

/** A student who passed courses worth `credits` in `termId` (one course per 10 credits or less). */
export async function studentWithCredits(
  db: Database,
  termId: number,
  credits: number,
  fields: Parameters<typeof buildStudent>[1] = {},
) {
  const student = await buildStudent(db, fields);
  for (let left = credits; left > 0; left -= 10) {
    const course = await buildCourse(db, { credits: Math.min(10, left) });
    const section = await buildSection(db, { termId, courseId: course.id });
    await buildRegistration(db, {
      studentId: student.id,
      sectionId: section.id,
      status: 'completed',
      grade: 'A',
    });
  }
  return student;
}

/** Leaves earlier tests' students out of the next draw: only students built from now on are active. */
export async function retireEveryone(db: Database): Promise<void> {
  await db.update(students).set({ status: 'graduated' }).where(ne(students.status, 'graduated'));
}

export async function draw(
  app: FastifyInstance,
  headers: { authorization: string },
  body: GenerateTicketsBody,
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/Registration/GenerateTickets',
    headers,
    payload: body,
  });
  return envelope(generateTicketsResponse.nullable()).parse(response.json());
}
