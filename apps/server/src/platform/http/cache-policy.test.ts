import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { buildStudent } from '../../test/factories.js';
import { studentAuthorization } from '../../test/sessions.js';

describe('cache policy', () => {
  let subject: TestApp;
  let headers: { authorization: string };
  beforeAll(async () => {
    subject = await buildTestApp();
    const student = await buildStudent(subject.database.handle.db);
    headers = await studentAuthorization(subject.app, student);
  });
  afterAll(async () => {
    await subject.close();
  });

  it("sends a signed-in student's answers with Cache-Control: no-store, so no shared cache keeps them", async () => {
    const response = await subject.app.inject({
      method: 'GET',
      url: '/api/DefaultData/GetStudentData',
      headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('sends a refusal of a signed-in call with no-store too', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/DefaultData/GetStudentData' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('leaves public calls to their own policy', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/Portal/GetAppConfiguration' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBeUndefined();
  });
});
