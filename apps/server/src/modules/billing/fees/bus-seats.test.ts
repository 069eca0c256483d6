import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { buildBusLine, openBusWindow } from '../../../test/bus-factories.js';
import { buildStudent, buildTerm } from '../../../test/factories.js';
import { studentAuthorization } from '../../../test/sessions.js';
import { busSubscriptions } from './bus-schema.js';
import { billingCharges } from '../schema.js';

// Row locks only mean something with real connections in parallel; PGlite runs one statement at a time.
describe.skipIf(!process.env.TEST_DATABASE_URL)('bus seats under concurrency (PostgreSQL)', () => {
  let subject: TestApp;
  const db = () => subject.database.handle.db;

  beforeAll(async () => {
    subject = await buildTestApp();
    const termId = (await buildTerm(db(), { isCurrent: true })).id;
    await openBusWindow(db(), termId);
  });
  afterAll(async () => {
    await subject.close();
  });

  it('twelve students racing for three seats: exactly three get one, nine are told it is full', async () => {
    const { line, stops } = await buildBusLine(db(), { seats: 3 });
    const students = await Promise.all(Array.from({ length: 12 }, () => buildStudent(db())));
    const headers = await Promise.all(students.map((student) => studentAuthorization(subject.app, student)));
    const answers = await Promise.all(
      headers.map((authorization) =>
        subject.app.inject({
          method: 'POST',
          url: '/api/Billing/BusLineChanged',
          headers: authorization,
          payload: { BusLineId: line.id, BusStopId: stops[0].id },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.json<{ Status: string | number }>().Status);
    expect(statuses.filter((status) => String(status) === '200')).toHaveLength(3);
    expect(statuses.filter((status) => status === '409')).toHaveLength(9);
    expect(
      await db().select().from(busSubscriptions).where(eq(busSubscriptions.lineId, line.id)),
    ).toHaveLength(3);
  });

  it('one student tapping five times at once gets one subscription and one charge', async () => {
    const { line, stops } = await buildBusLine(db());
    const student = await buildStudent(db());
    const authorization = await studentAuthorization(subject.app, student);
    await Promise.all(
      Array.from({ length: 5 }, () =>
        subject.app.inject({
          method: 'POST',
          url: '/api/Billing/BusLineChanged',
          headers: authorization,
          payload: { BusLineId: line.id, BusStopId: stops[0].id },
        }),
      ),
    );
    expect(
      await db().select().from(billingCharges).where(eq(billingCharges.studentId, student.id)),
    ).toHaveLength(1);
  });
});
