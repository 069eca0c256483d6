import { calls } from '@portal/contract/calls';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createApiClient } from './api-client';
import {
  defineRegistrationViews,
  REGISTRATION_VIEW_FRESH_MS,
  registrationsChanged,
} from './registration-views';

/** A client whose every call the server answers with `envelope`, refreshing the views after a change. */
function portal(queryClient: QueryClient, envelope: unknown) {
  return createApiClient({
    fetch: () => Promise.resolve(new Response(JSON.stringify(envelope), { status: 200 })),
    baseUrl: () => '',
    onRegistrationsChanged: () => void registrationsChanged(queryClient),
  });
}

/** A query client holding a fresh timetable, exam list and library code, as after visiting those pages. */
function visited(): QueryClient {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 5 * 60_000 } } });
  defineRegistrationViews(queryClient);
  for (const key of [
    ['academic', 'schedule'],
    ['academic', 'exams', 'final'],
    ['library', 'current'],
  ])
    queryClient.setQueryData(key, { seen: true });
  return queryClient;
}

const stale = (queryClient: QueryClient, key: string[]) => queryClient.getQueryState(key)?.isInvalidated;

describe('views of registrations', () => {
  it('are all stale once a registration-changing call succeeds, and only they', async () => {
    const queryClient = visited();
    await portal(queryClient, { Status: '200', ReturnObject: { Committed: true } }).call(calls.addDrop.save, {
      body: { Version: 3 },
    });
    expect(stale(queryClient, ['academic', 'schedule'])).toBe(true);
    expect(stale(queryClient, ['academic', 'exams', 'final'])).toBe(true);
    expect(stale(queryClient, ['library', 'current'])).toBe(false);
    // The stale mark travels with the offline copy, so a reload fetches the timetable again.
    const copy = dehydrate(queryClient).queries.find(
      (query) => query.queryHash === '["academic","schedule"]',
    );
    expect(copy?.state.isInvalidated).toBe(true);
  });

  it('stay as they are after a refused change or a call that changes no registration', async () => {
    const queryClient = visited();
    const refusing = portal(queryClient, { Status: '422', ReturnObject: null, Message: 'CSC 301 is full.' });
    await expect(refusing.call(calls.addDrop.save, { body: { Version: 3 } })).rejects.toThrow();
    await portal(queryClient, { Status: '200', ReturnObject: { Version: 4 } }).call(
      calls.addDrop.insertTempAddCourse,
      {
        body: { StudentCode: '20231234', SectionIds: [12], Version: 3 },
      },
    );
    expect(stale(queryClient, ['academic', 'schedule'])).toBe(false);
  });

  it('are fresh for the stated time only, and the table marks each call that changes registrations', () => {
    const queryClient = visited();
    expect(queryClient.getQueryDefaults(['academic', 'schedule']).staleTime).toBe(REGISTRATION_VIEW_FRESH_MS);
    expect(queryClient.getQueryDefaults(['attendance']).staleTime).toBe(REGISTRATION_VIEW_FRESH_MS);
    expect(queryClient.getQueryDefaults(['library', 'current']).staleTime).toBeUndefined();
    const marked = Object.entries(calls).flatMap(([area, entries]) =>
      Object.entries(entries)
        .filter(([, entry]) => 'changesRegistrations' in entry)
        .map(([name]) => `${area}.${name}`),
    );
    expect(marked.sort()).toEqual([
      'addDrop.save',
      'advising.insertCourse',
      'advising.removeCourse',
      'advising.saveStudentGroup',
      'advisingPreview.adviseSchedule',
      'transcript.addWsGrade',
      'waitlist.acceptAddDropWaitlistOffer',
      'waitlist.acceptAdvisingWaitlistOffer',
    ]);
  });
});
