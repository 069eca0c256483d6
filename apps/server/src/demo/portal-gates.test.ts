import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  announcementAcceptFlag,
  checkForEvaluationResponse,
  envelope,
  getMenuResponse,
} from '@portal/contract';
import { buildTestApp, type TestApp } from '../test/app.js';
import { staffAuthorization, studentAuthorization } from '../test/sessions.js';
import { universityToday } from './days.js';
import { generateDemoUniversity, type DemoSummary } from './generate.js';

const DOMAIN = 'gates.edu.eg';

/** The demo as a student meets it today: the start-up gates and menus of the listed logins. */
describe('the demo university’s start-up gates', () => {
  let subject: TestApp;
  let summary: DemoSummary;
  beforeAll(async () => {
    subject = await buildTestApp();
    summary = await generateDemoUniversity(subject.database.handle, {
      seed: 11,
      students: 80,
      password: 'Demo@Pass1',
      emailDomain: DOMAIN,
      today: universityToday('Africa/Cairo'),
    });
  });
  afterAll(() => subject.close());

  async function headersOf(email: string) {
    const rows = await subject.database.handle.query<{ id: number }>(
      'select id from students where email = $1',
      [email],
    );
    const id = rows[0]?.id;
    if (id === undefined) throw new Error(`no demo student ${email}`);
    return studentAuthorization(subject.app, { id, email });
  }
  async function get<T>(
    url: string,
    headers: { authorization: string },
    schema: { parse(value: unknown): T },
  ) {
    return schema.parse((await subject.app.inject({ method: 'GET', url, headers })).json());
  }
  const login = (description: string) => {
    const found = summary.logins.find((entry) => entry.description.startsWith(description));
    if (!found) throw new Error(`no demo login for "${description}"`);
    return found.email;
  };

  it('sends no ordinary showcase student through a gate, and gives each a menu', async () => {
    const ordinary = summary.logins.filter(
      (entry) =>
        entry.kind === 'student' &&
        !['suspended', 'graduated', 'must accept', 'blocked', 'barred'].some((word) =>
          entry.description.includes(word),
        ),
    );
    expect(ordinary.length).toBeGreaterThanOrEqual(6);
    for (const entry of ordinary) {
      const headers = await headersOf(entry.email);
      const accepted = await get(
        '/api/Portal/CheckAnnocmentIsAccepted',
        headers,
        envelope(announcementAcceptFlag),
      );
      expect(accepted.ReturnObject, entry.description).toBe(1);
      const evaluation = await get(
        '/api/Evaluation/CheckForEvaluation',
        headers,
        envelope(checkForEvaluationResponse),
      );
      expect(evaluation.ReturnObject, entry.description).toBe(false);
      const menu = await get('/api/Portal/GetMenu', headers, envelope(getMenuResponse.nullable()));
      expect(menu.Status, entry.description).toBe('200');
      const pages = menu.ReturnObject?.map((item) => item.MobilePageName) ?? [];
      // Spec §2's registration steps are listed whether or not their window is open: each step's page
      // says when it opens (the demo's preview window has closed and evaluation is still to come).
      expect(pages).toEqual(
        expect.arrayContaining([
          'home',
          'notification',
          'transcript',
          'validateAdvising',
          'validateDropAdd',
          'validateAdvPreview',
          'evaluation',
        ]),
      );
      expect(pages).not.toContain('impersonate');
    }
  });

  it('gates the listed student of the must-accept announcement’s audience', async () => {
    const headers = await headersOf(login('must accept an announcement'));
    const accepted = await get(
      '/api/Portal/CheckAnnocmentIsAccepted',
      headers,
      envelope(announcementAcceptFlag),
    );
    expect(accepted.ReturnObject).toBe(0);
  });

  it('answers 403 to the blocked showcase student', async () => {
    const headers = await headersOf(login('blocked from the portal'));
    const menu = await get('/api/Portal/GetMenu', headers, envelope(getMenuResponse.nullable()));
    expect(menu).toMatchObject({ Status: '403', ReturnObject: null });
  });

  it('gives the registrar home, the message centre (to write to students), impersonation, the registration day and military records', async () => {
    const rows = await subject.database.handle.query<{ id: number; email: string }>(
      'select id, email from staff_members where email = $1',
      [`registrar@${DOMAIN}`],
    );
    const registrar = rows[0];
    if (!registrar) throw new Error('no demo registrar');
    const headers = await staffAuthorization(subject.app, { ...registrar, roles: ['registrar'] });
    const menu = await get('/api/Portal/GetMenu', headers, envelope(getMenuResponse.nullable()));
    expect(menu.ReturnObject?.map((item) => item.MobilePageName)).toEqual([
      'home',
      'notification',
      'impersonate',
      'registration-day',
      'publish-scores',
      'military-records',
    ]);
  });
});
