import type * as Ionic from '@ionic/react';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findIonButton, renderPage } from '../../lib/page-render-testing';
import { ok, refusal, stubPortal, type Reply, type SentCall } from '../../lib/portal-stub-testing';
import { application, CATEGORIES, LANGUAGES, LEVELS, OFFERS, PROGRAMS, savedData } from './test/fixtures';
import SstpPage from './sstp-page';

const SAVED = '/api/SSTP/CheckStudentHasSavedData';
const INSERT = '/api/SSTP/InsertSSTPData';
const MOVE = '/api/SSTP/SaveStudentSSTPData';

/*
 * In the simulated DOM, Ionic's React wrappers attach no event listener (see tanseek's choice-ranking test):
 * a select stands in for Ionic's, handing its choice to the page as `ionChange` would.
 */
vi.mock('@ionic/react', async (original) => ({
  ...(await original<typeof Ionic>()),
  IonSelect: ({
    label,
    value,
    onIonChange,
    children,
  }: {
    label: string;
    value: number | undefined;
    onIonChange: (event: { detail: { value: string } }) => void;
    children: ReactNode;
  }) => (
    <label>
      {label}
      <select
        value={String(value ?? '')}
        onChange={(event) => {
          onIonChange({ detail: { value: event.target.value } });
        }}
      >
        <option value="" />
        {children}
      </select>
    </label>
  ),
  IonSelectOption: ({ value, children }: { value: number; children: ReactNode }) => (
    <option value={String(value)}>{children}</option>
  ),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function stub(data = savedData(), more: Record<string, Reply | ((call: SentCall) => Reply)> = {}) {
  return stubPortal({
    [SAVED]: ok(data),
    '/api/SSTP/programs': ok(PROGRAMS),
    '/api/SSTP/levels': ok(LEVELS),
    '/api/SSTP/languages': ok(LANGUAGES),
    '/api/SSTP/categories': ok(CATEGORIES),
    '/api/SSTP/GetOrganizations': ok({ CycleId: 4, Offers: OFFERS }),
    ...more,
  });
}

async function pick(label: string, value: number) {
  fireEvent.change(await screen.findByLabelText(label), { target: { value: String(value) } });
}

const type = (label: string, value: string) => {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
};

describe('SSTP page', () => {
  it('shows the cycle, lists the organisations of the chosen training and ranks them by buttons', async () => {
    stub();
    renderPage(<SstpPage />, { at: '/sstp' });
    expect(await screen.findByRole('heading', { name: /Summer training 2027/ })).toBeTruthy();
    expect(screen.getByText('Open')).toBeTruthy();
    expect(screen.getByText(/Rank up to 3 organisations/)).toBeTruthy();
    expect(screen.getByText(/Choose a program and a level to see the organisations/)).toBeTruthy();
    await pick('Program', 1);
    await pick('Level', 1);
    await pick('Language', 1);
    expect(await screen.findByText('Delta Steel')).toBeTruthy();
    expect(
      screen.getByText('Cairo · 6 places · English, Arabic · trains Jun 1, 2027 – Aug 31, 2027'),
    ).toBeTruthy();
    // Nile Bank trains in Arabic only: not offered to a student who asked for English.
    expect(screen.queryByText('Nile Bank')).toBeNull();
    fireEvent.click(screen.getByLabelText('Add Delta Steel to your ranking'));
    fireEvent.click(screen.getByLabelText('Add Suez Motors to your ranking'));
    fireEvent.click(screen.getByLabelText('Move Suez Motors up'));
    expect(screen.getByText('Suez Motors is now choice 1.')).toBeTruthy();
    expect(screen.getByText('Choice 2')).toBeTruthy();
  });

  it('says a period too short for the program, and a draft without organisation, before sending', async () => {
    const sent = stub(savedData(), {
      [INSERT]: (call) =>
        ok(savedData({ HasSavedData: true, Application: application({ ...(call.body as object) }) })),
    });
    renderPage(<SstpPage />, { at: '/sstp' });
    await pick('Program', 1);
    await pick('Level', 1);
    await pick('Language', 1);
    type('Training from', '2027-07-01');
    type('Training until', '2027-07-20');
    fireEvent.click(await findIonButton('Save draft'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This program needs at least 4 weeks of training: make the period longer.',
    );
    type('Training until', '2027-07-28');
    fireEvent.click(await findIonButton('Save draft'));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Rank at least one organisation/);
    fireEvent.click(await screen.findByLabelText('Add Delta Steel to your ranking'));
    fireEvent.click(await findIonButton('Save draft'));
    await waitFor(() => {
      expect(sent.find((call) => call.path === INSERT)?.body).toEqual({
        CycleId: 4,
        ProgramId: 1,
        LevelId: 1,
        LanguageId: 1,
        PeriodFrom: '2027-07-01',
        PeriodTo: '2027-07-28',
        OfferIds: [21],
      });
    });
    expect(await screen.findByText(/Your draft is saved/)).toBeTruthy();
  });

  it('submits a saved draft after asking, and shows the server’s refusal', async () => {
    const sent = stub(savedData({ HasSavedData: true, Application: application() }), {
      [MOVE]: refusal('409', 'The cycle closed on 31 March; your draft was not submitted.'),
    });
    renderPage(<SstpPage />, { at: '/sstp' });
    expect(await screen.findByText(/Saved as a draft, not submitted/)).toBeTruthy();
    fireEvent.click(await findIonButton('Submit'));
    expect(screen.getByText(/Submit this application\? The office allocates places/)).toBeTruthy();
    fireEvent.click(await findIonButton('Submit now'));
    expect((await screen.findByRole('alert')).textContent).toContain('The cycle closed on 31 March');
    expect(sent.filter((call) => call.path === INSERT)).toEqual([]);
    expect(sent.find((call) => call.path === MOVE)?.body).toEqual({ ApplicationId: 31, Action: 'submit' });
  });

  it('says why a student may not apply, and what to do', async () => {
    stub(
      savedData({
        Eligible: false,
        CanSave: false,
        NotEligibleReason: 'Summer training is open from study level 3; you are in level 2.',
      }),
    );
    renderPage(<SstpPage />, { at: '/sstp' });
    expect(await screen.findByText(/You cannot apply in this cycle: Summer training is open/)).toBeTruthy();
    expect(screen.getByText(/ask the training office or your academic advisor/)).toBeTruthy();
    expect(screen.queryByText('Save draft')).toBeNull();
  });

  it('says what to do when there is no cycle', async () => {
    stub(savedData({ Cycle: null, Eligible: false, CanSave: false }));
    renderPage(<SstpPage />, { at: '/sstp' });
    expect(await screen.findByText('No summer training cycle')).toBeTruthy();
    expect(screen.getByText(/The training office has not opened a cycle/)).toBeTruthy();
  });

  it('explains a failed load and reads again on Retry', async () => {
    let calls = 0;
    stub(savedData(), {
      [SAVED]: (): Reply => {
        calls += 1;
        return calls === 1 ? { status: 500, envelope: {} } : ok(savedData());
      },
    });
    renderPage(<SstpPage />, { at: '/sstp' });
    expect(await screen.findByText('Your summer training could not be loaded')).toBeTruthy();
    fireEvent.click(await findIonButton('Try again'));
    expect(await screen.findByRole('heading', { name: /Summer training 2027/ })).toBeTruthy();
  });

  it('reads in Arabic, names and announcements included', async () => {
    stub(savedData({ HasSavedData: true, Application: application() }));
    renderPage(<SstpPage />, { at: '/sstp', language: 'ar' });
    expect(await screen.findByRole('heading', { name: /التدريب الصيفي 2027/ })).toBeTruthy();
    expect(await screen.findByText('الرغبة 1')).toBeTruthy();
    fireEvent.click(await screen.findByLabelText('انقل السويس للسيارات إلى أعلى'));
    expect(screen.getByText('صارت السويس للسيارات الرغبة 1.')).toBeTruthy();
  });
});
