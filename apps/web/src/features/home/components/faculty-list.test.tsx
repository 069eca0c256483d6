import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../lib/i18n';
import { FacultyList } from './faculty-list';

function respond(status: number, body: unknown) {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

function renderList(language: i18n = createI18n('en')) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={language}>
        <FacultyList />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const engineering = {
  FacultyId: 3,
  FacultyCode: 'ENG',
  NameEn: 'Faculty of Engineering',
  NameAr: 'كلية الهندسة',
  Programs: [
    {
      ProgramId: 30,
      ProgramCode: 'CSE',
      NameEn: 'Computer Engineering',
      NameAr: 'هندسة الحاسبات',
      Degree: 'BSc',
    },
  ],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('FacultyList', () => {
  it('shows a busy skeleton, then the faculties with their programs', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => respond(200, { Status: '200', ReturnObject: [engineering] })),
    );
    renderList();
    expect(screen.getByRole('status', { name: 'Loading faculties and programs' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Faculty of Engineering' })).toBeTruthy();
    expect(screen.getByText('Computer Engineering')).toBeTruthy();
    expect(screen.getByText('1 program')).toBeTruthy();
  });

  it('names faculties in Arabic when Arabic is chosen', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => respond(200, { Status: '200', ReturnObject: [engineering] })),
    );
    renderList(createI18n('ar'));
    expect(await screen.findByRole('heading', { name: 'كلية الهندسة' })).toBeTruthy();
    expect(screen.getByText('هندسة الحاسبات')).toBeTruthy();
  });

  it('says so when there are no faculties', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => respond(200, { Status: '200', ReturnObject: [] })),
    );
    renderList();
    expect(await screen.findByText('No faculties have been published yet.')).toBeTruthy();
  });

  it('shows the error with a retry button that loads again', async () => {
    const fetch = vi
      .fn()
      .mockImplementationOnce(() => respond(500, { Status: '500', ReturnObject: null, Message: 'boom' }))
      .mockImplementation(() => respond(200, { Status: '200', ReturnObject: [engineering] }));
    vi.stubGlobal('fetch', fetch);
    renderList();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The faculties could not be loaded.');
    expect(alert.textContent).toContain('The server could not complete the request.');
    fireEvent.click(screen.getByText('Try again'));
    expect(await screen.findByRole('heading', { name: 'Faculty of Engineering' })).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
