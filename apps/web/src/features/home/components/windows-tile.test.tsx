import type { AddDropStudentData, StudentAuthData } from '@portal/contract';
import { IonReactMemoryRouter } from '@ionic/react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seedConfiguration } from '../../../lib/app-configuration-testing';
import { createI18n, type Language } from '../../../lib/i18n';
import { instantLabel } from '../../../lib/university-instant';
import { TermSummary } from '../../add-drop/components/term-summary';
import { studentAuthDataQueryOptions } from '../../student/api/get-student-auth-data';
import { WindowsTile } from './windows-tile';

// The menu never answers: the tile then names the window without linking to it, which is all this needs.
vi.mock('../../../lib/api', () => ({
  api: { call: () => new Promise(() => undefined) },
  setServiceHostsSource: () => undefined,
}));
vi.mock('../../../lib/use-session', () => ({
  useSession: () => ({ profile: { Role: 'student', Roles: [] } }),
}));

// 21:00 UTC is 23:00 in Cairo; the tests' device keeps UTC (test/setup.ts), as the issue's phone did.
const CLOSES_AT = '2026-12-08T21:00:00.000Z';

const authData: StudentAuthData = {
  CanUsePortal: true,
  Status: 'active',
  Block: null,
  CurrentTerm: { Code: '2026-1', NameEn: 'Fall 2026', NameAr: 'خريف ٢٠٢٦' },
  OpenWindows: [{ Kind: 'add_drop', OpensAt: '2026-12-01T07:00:00.000Z', ClosesAt: CLOSES_AT }],
  UpcomingWindows: [],
  Impersonated: false,
};

const student: AddDropStudentData = {
  StudentCode: '2023001',
  NameEn: 'Mona Adel',
  NameAr: 'منى عادل',
  ProgramNameEn: 'Computer Science',
  ProgramNameAr: 'علوم الحاسب',
  Level: 3,
  Standing: 'good',
  Gpa: 3.1,
  EarnedCredits: 60,
  Term: authData.CurrentTerm,
  RegisteredCredits: 15,
  CreditLimits: { Min: 12, Max: 18 },
  Window: { Kind: 'add_drop', OpensAt: '2026-12-01T07:00:00.000Z', ClosesAt: CLOSES_AT },
  WindowOpen: true,
  Now: '2026-12-05T10:00:00.000Z',
};

function renderWith(language: Language, ui: ReactNode, data: StudentAuthData = authData) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  seedConfiguration(client);
  client.setQueryData(studentAuthDataQueryOptions().queryKey, data);
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={createI18n(language)}>
        <IonReactMemoryRouter initialEntries={['/home']}>{ui}</IonReactMemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

/** The deadline as each place shows it, read out of its sentence. */
function homeDeadline(language: Language): string {
  renderWith(language, <WindowsTile />);
  const text = document.querySelector('.window-row__when')?.textContent ?? '';
  cleanup();
  return text;
}

function addDropDeadline(language: Language): string {
  renderWith(language, <TermSummary student={student} timeZone="Africa/Cairo" />);
  const text = document.querySelector('.add-drop-summary__window')?.textContent ?? '';
  cleanup();
  return text;
}

afterEach(cleanup);

describe('one deadline, one time', () => {
  it("home and add/drop show the same closing time, on the university's clock, naming its zone", () => {
    expect(homeDeadline('en')).toBe('closes Dec 8, 2026, 11:00 PM Egypt Time');
    expect(addDropDeadline('en')).toBe('Add and drop closes Dec 8, 2026, 11:00 PM Egypt Time.');
  });

  it('agrees in Arabic too', () => {
    const when = instantLabel(CLOSES_AT, 'Africa/Cairo', 'ar', 'dateTime', 'UTC');
    expect(when).toMatch(/(11|١١):(00|٠٠) م توقيت مصر$/);
    expect(homeDeadline('ar')).toContain(when);
    expect(addDropDeadline('ar')).toContain(when);
  });
});

describe('window names', () => {
  it("names the bus subscription window in the reader's language, not by its code", () => {
    const bus = { Kind: 'bus_subscription', OpensAt: '2026-12-01T07:00:00.000Z', ClosesAt: CLOSES_AT };
    const withBus = { ...authData, OpenWindows: [bus] };
    const name = () => document.querySelector('.window-row__name')?.textContent;
    renderWith('en', <WindowsTile />, withBus);
    expect(name()).toBe('Bus subscription');
    cleanup();
    renderWith('ar', <WindowsTile />, withBus);
    expect(name()).toBe('اشتراك الحافلات');
  });
});
