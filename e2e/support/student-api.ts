import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
 * Takes `email` for `purpose` unless another test of this run took it first. A test that changes the
 * record it found (confirming contact data, say) claims it: the phone and desktop runs go in parallel, and
 * counting matches to skip is not enough, since a record one run has changed stops matching for the other.
 * The claims live in the run's data directory, which the web server's command empties at every start.
 */
function claimed(purpose: string, email: string): boolean {
  const claims = join(tmpdir(), `portal-e2e-${process.env.E2E_PORT ?? '18080'}`, 'e2e-claims', purpose);
  mkdirSync(claims, { recursive: true });
  try {
    mkdirSync(join(claims, email));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** Runs `read` with the student's calls under a registrar's impersonation, ended as soon as it is done. */
async function impersonating<T>(
  request: APIRequestContext,
  registrar: Record<string, string>,
  email: string,
  read: (api: StudentApi) => Promise<T | undefined>,
): Promise<T | undefined> {
  const started = await request.post('/api/Student/impersonate', {
    headers: registrar,
    data: { UserName: email, Reason: 'End-to-end test: reading a demo record' },
  });
  const session = envelope(impersonationSession.nullable()).parse(await started.json()).ReturnObject;
  if (!session) return undefined;
  try {
    return await read(studentApi(request, session.access_token));
  } finally {
    await request.post('/api/Student/StopImpersonation', {
      headers: { Authorization: `Bearer ${session.access_token}` },
    });
  }
}

/** What `read` answers about one student's record now, read the way staff would look. */
export async function readStudent<T>(
  request: APIRequestContext,
  email: string,
  read: (api: StudentApi) => Promise<T>,
): Promise<T | undefined> {
  const registrar = { Authorization: `Bearer ${await staffToken(request, REGISTRAR)}` };
  return impersonating(request, registrar, email, read);
}

/**
 * The first active demo student, in university-ID order, whose record `inspect` accepts (it answers what
 * the test needs to know, or undefined) and, with `claim`, whom no other test of the run has claimed for
 * that purpose. Each candidate is read through a registrar's impersonation, the way staff would look, and
 * the impersonation is ended at once. `query` narrows the students looked at (GetStudents' search: a code,
 * name or e-mail fragment such as an admission year's `2025-`); every demo student by default.
 */
export async function findStudent<T>(
  request: APIRequestContext,
  inspect: (api: StudentApi) => Promise<T | undefined>,
  options: { limit?: number; claim?: string; query?: string } = {},
): Promise<FoundStudent<T>> {
  const { limit = 400, claim, query = 'ndu.edu.eg' } = options;
  const registrar = { Authorization: `Bearer ${await staffToken(request, REGISTRAR)}` };
  let looked = 0;
  for (let page = 1; looked < limit; page += 1) {
    const response = await request.post('/api/Student/GetStudents', {
      headers: registrar,
      data: { Query: query, Page: page, PageSize: 50 },
    });
    const answer = envelope(getStudentsResponse.nullable()).parse(await response.json());
    expect(answer.Status, answer.Message).toBe('200');
    const found = answer.ReturnObject;
    if (!found) break;
    for (const hit of found.Items.filter((item) => item.Status === 'active')) {
      looked += 1;
      const record = await impersonating(request, registrar, hit.Email, inspect);
      if (record !== undefined && (claim === undefined || claimed(claim, hit.Email)))
        return { email: hit.Email, nameEn: hit.NameEn, record };
    }
    if (page * 50 >= found.Total) break;
  }
  throw new Error(`no demo student among the first ${String(limit)} active ones has the record asked for`);
}
