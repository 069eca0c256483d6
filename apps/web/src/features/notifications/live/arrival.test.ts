import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { studentMessagesKey, UNREAD_COUNT_KEY } from '../api/keys';
import { applyArrival, arrivalWords } from './arrival';

describe('a message arriving on the live stream', () => {
  it('raises the unread count by one and marks the message lists stale', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(UNREAD_COUNT_KEY, 2);
    queryClient.setQueryData(studentMessagesKey('all'), { pages: [], pageParams: [] });
    applyArrival(queryClient);
    expect(queryClient.getQueryData(UNREAD_COUNT_KEY)).toBe(3);
    expect(queryClient.getQueryState(studentMessagesKey('all'))?.isInvalidated).toBe(true);
  });

  it('does not invent a count that was never loaded (it is asked for instead)', () => {
    const queryClient = new QueryClient();
    applyArrival(queryClient);
    expect(queryClient.getQueryData(UNREAD_COUNT_KEY)).toBeUndefined();
  });
});

describe('the arrival toast', () => {
  const staffWritten = { MessageId: 1, Title: 'Room change', Body: 'Room 4 today', Link: null };
  const portalWritten = {
    ...staffWritten,
    Title: 'A seat in CSC 301 is held for you',
    Body: 'Accept it on home.',
    Arabic: { Title: 'مقعد في CSC 301 محجوز لك', Body: 'اقبله من الصفحة الرئيسية.' },
  };

  it('reads a message the portal wrote in the app’s language', () => {
    expect(arrivalWords(portalWritten, 'ar')).toEqual(portalWritten.Arabic);
    expect(arrivalWords(portalWritten, 'en')).toMatchObject({ Title: 'A seat in CSC 301 is held for you' });
  });

  it('shows a staff message as written, in either language', () => {
    expect(arrivalWords(staffWritten, 'ar')).toMatchObject({ Title: 'Room change', Body: 'Room 4 today' });
    expect(arrivalWords({ ...staffWritten, Arabic: null }, 'ar')).toMatchObject({ Title: 'Room change' });
  });
});
