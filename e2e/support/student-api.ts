import { envelope, getStudentsResponse, impersonationSession } from '@portal/contract';
import { expect, type APIRequestContext } from '@playwright/test';
import { z } from 'zod';
import { REGISTRAR, staffToken } from './portal';

/** A student's own calls, made with a registrar's impersonation token: how a test reads a record. */
export interface StudentApi {
  get<S extends z.ZodType>(schema: S, path: string): Promise<z.output<S>>;
  post<S extends z.ZodType>(schema: S, path: string, body: unknown): Promise<z.output<S>>;
}

function studentApi(request: APIRequestContext, token: string): StudentApi {
  const headers = { Authorization: `Bearer ${token}` };
  const unwrap = async <S extends z.ZodType>(
    schema: S,
    answer: Promise<{ json(): Promise<unknown> }>,
  ): Promise<z.output<S>> => {
    const body = envelope(z.unknown()).parse(await (await answer).json());
    expect(body.Status, body.Message).toBe('200');
    return schema.parse(body.ReturnObject);
  };
  return {
    get: (schema, path) => unwrap(schema, request.get(path, { headers })),
    post: (schema, path, body) => unwrap(schema, request.post(path, { headers, data: body })),
  };
}

export interface FoundStudent<T> {
  email: string;
  nameEn: string;
  record: T;
}

/**
 * The first active demo student, in university-ID order, whose record `inspect` accepts (it answers what
 * the test needs to know, or undefined). Each candidate is read through a registrar's impersonation, the
 * way staff would look, and the impersonation is ended at once.
 */
export async function findStudent<T>(
  request: APIRequestContext,
  inspect: (api: StudentApi) => Promise<T | undefined>,
  limit = 400,
): Promise<FoundStudent<T>> {
  const registrar = { Authorization: `Bearer ${await staffToken(request, REGISTRAR)}` };
  let looked = 0;
  for (let page = 1; looked < limit; page += 1) {
    const response = await request.post('/api/Student/GetStudents', {
      headers: registrar,
      data: { Query: 'ndu.edu.eg', Page: page, PageSize: 50 },
    });
    const answer = envelope(getStudentsResponse.nullable()).parse(await response.json());
    expect(answer.Status, answer.Message).toBe('200');
    const found = answer.ReturnObject;
    if (!found) break;
    for (const hit of found.Items.filter((item) => item.Status === 'active')) {
      looked += 1;
      const started = await request.post('/api/Student/impersonate', {
        headers: registrar,
        data: { UserName: hit.Email, Reason: 'End-to-end test: finding a demo record' },
      });
      const session = envelope(impersonationSession.nullable()).parse(await started.json()).ReturnObject;
      if (!session) continue;
      try {
        const record = await inspect(studentApi(request, session.access_token));
        if (record !== undefined) return { email: hit.Email, nameEn: hit.NameEn, record };
      } finally {
        await request.post('/api/Student/StopImpersonation', {
          headers: { Authorization: `Bearer ${session.access_token}` },
        });
      }
    }
    if (page * 50 >= found.Total) break;
  }
  throw new Error(`no demo student among the first ${String(limit)} active ones has the record asked for`);
}
