import { mkdirSync } from 'node:fs';
import { envelope, getStudentsResponse, portalSession } from '@portal/contract';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/** The demo's password for every account (DEMO_PASSWORD's default). */
export const DEMO_PASSWORD = 'Portal@2026';
export const REGISTRAR = 'registrar@ndu.edu.eg';
export const AUDITOR = 'auditor@ndu.edu.eg';

interface StudentHit {
  Code: string;
  Email: string;
  NameEn: string;
  Status: string;
}

/** A staff bearer token straight from the API (for looking things up, not for the page under test). */
export async function staffToken(request: APIRequestContext, userName: string): Promise<string> {
  const response = await request.post('/api/account/AdminLogin', { data: { userName, Pass: DEMO_PASSWORD } });
  const body = envelope(portalSession).parse(await response.json());
  expect(body.Status, body.Message).toBe('200');
  return body.ReturnObject.access_token;
}

/** Demo students in a given status, found through the registrar's search (every demo email matches). */
export async function studentsWithStatus(request: APIRequestContext, status: string): Promise<StudentHit[]> {
  const token = await staffToken(request, REGISTRAR);
  const found: StudentHit[] = [];
  for (let page = 1; page <= 10; page += 1) {
    const response = await request.post('/api/Student/GetStudents', {
      headers: { Authorization: `Bearer ${token}` },
      data: { Query: 'ndu.edu.eg', Page: page, PageSize: 50 },
    });
    const body = envelope(getStudentsResponse).parse(await response.json());
    expect(body.Status, body.Message).toBe('200');
    found.push(...body.ReturnObject.Items.filter((student) => student.Status === status));
    if (page * 50 >= body.ReturnObject.Total) break;
  }
  expect(found.length, `a demo student with status ${status}`).toBeGreaterThan(0);
  return found;
}

/** Signs in through the login page's staff form. */
export async function signInAsStaff(page: Page, userName: string): Promise<void> {
  await page.goto('/#/login');
  await page.getByText('Staff sign-in').click();
  await page.getByLabel('Email').fill(userName);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in as staff' }).click();
  await expect(page).not.toHaveURL(/#\/login/);
}

/** Screenshots for people (docs/screenshots). */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync('docs/screenshots', { recursive: true });
  const path = `docs/screenshots/${name}.png`;
  await page.screenshot({ path });
  await test.info().attach(name, { path, contentType: 'image/png' });
}
