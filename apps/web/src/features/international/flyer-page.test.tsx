import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../lib/page-render-testing';
import { ok, stubPortal } from '../../lib/portal-stub-testing';
import FlyerPage, { flyerFromSearch } from './flyer-page';
import { exchange } from './test/fixtures';

const PROGRAMS = '/api/International/GetFacultyIntroText';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('program flyer', () => {
  it('reads the page and program from the address, and nothing else', () => {
    expect(flyerFromSearch('?page=opet&program=7')).toEqual({ page: 'opet', programId: 7 });
    expect(flyerFromSearch('?page=sstp&program=7')).toBeUndefined();
    expect(flyerFromSearch('?page=opet&program=7x')).toBeUndefined();
    expect(flyerFromSearch('?page=opet')).toBeUndefined();
  });

  it('shows the program’s flyer in paragraphs, asking the page the program is on', async () => {
    const sent = stubPortal({ [PROGRAMS]: ok([exchange({ ProgramId: 3 }), exchange()]) });
    renderPage(<FlyerPage />, { at: '/international-flyer?page=opet&program=7' });
    expect(await screen.findByRole('heading', { name: 'OPET Summer School' })).toBeTruthy();
    expect(screen.getByText('Apply early.')).toBeTruthy();
    expect(screen.getByText('Seats are limited.')).toBeTruthy();
    expect(sent[0]?.query).toBe('?PageName=opet');
  });

  it('shows it in Arabic', async () => {
    stubPortal({ [PROGRAMS]: ok([exchange()]) });
    renderPage(<FlyerPage />, { at: '/international-flyer?page=opet&program=7', language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'مدرسة أوبت الصيفية' })).toBeTruthy();
    expect(screen.getByText('المقاعد محدودة.')).toBeTruthy();
  });

  it('says so when the program is no longer on its page, or none is named', async () => {
    stubPortal({ [PROGRAMS]: ok([exchange({ ProgramId: 3 })]) });
    renderPage(<FlyerPage />, { at: '/international-flyer?page=opet&program=7' });
    expect(await screen.findByText('This program is not offered any more')).toBeTruthy();
    cleanup();
    renderPage(<FlyerPage />, { at: '/international-flyer' });
    expect(screen.getByText('No program chosen')).toBeTruthy();
  });
});
