import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import InternationalOfficePage from './international-office-page';
import { application, page, programs, row, transcript } from './test/office-fixtures';
import { findIonButton, ok, renderOffice, stubPortal } from './test/render';

afterEach(() => {
  cleanup();
});

const cellsOf = (table: HTMLElement) =>
  [...(within(table).getAllByRole('row')[1]?.querySelectorAll('td') ?? [])].map((cell) =>
    cell.textContent.replace(/\s/g, ' '),
  );

const replies = {
  '/api/InternationalOffice/GetPrograms': ok(programs),
  '/api/InternationalOffice/GetApplications': ok(page([row])),
  '/api/InternationalOffice/GetApplication': ok(application),
};

describe('international office: applications', () => {
  it("lists the first program's applications with GPA, state, documents waiting and fee paid, and filters them", async () => {
    const sent = stubPortal(replies);
    renderOffice(<InternationalOfficePage />);
    const table = await screen.findByRole('table', { name: 'Applications' });
    expect(cellsOf(table).slice(0, 6)).toEqual([
      '2022104455 · Alia Hassan',
      'Spring 2027',
      '3.62',
      'Submitted',
      '1',
      'EGP 2,500.00 of EGP 5,000.00',
    ]);
    expect(sent.at(-1)?.query).toContain('ProgramId=7');
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'returned' } });
    fireEvent.change(screen.getByLabelText('Student code or name'), { target: { value: 'Alia' } });
    fireEvent.click(await findIonButton('Show'));
    await waitFor(() => {
      expect(sent.at(-1)?.query).toContain('State=returned');
    });
    expect(sent.at(-1)?.query).toContain('Search=Alia');
    expect(sent.at(-1)?.query).toContain('ProgramId=7');
  });

  it('shows the tabs and the list in Arabic', async () => {
    stubPortal(replies);
    renderOffice(<InternationalOfficePage />, { language: 'ar' });
    const table = await screen.findByRole('table', { name: 'الطلبات' });
    expect(cellsOf(table).slice(0, 4)).toEqual(['2022104455 · عالية حسن', 'ربيع 2027', '3.62', 'مقدَّم']);
    expect(screen.getByRole('tab', { name: 'الاختيار' })).toBeDefined();
    expect(screen.getByRole('tab', { name: 'البرامج' })).toBeDefined();
  });

  it('moves between the tabs: the selection offers the ranked program only, the programs tab lists both', async () => {
    stubPortal(replies);
    renderOffice(<InternationalOfficePage />);
    await screen.findByRole('table', { name: 'Applications' });
    fireEvent.click(screen.getByRole('tab', { name: 'Selection' }));
    const program = await screen.findByLabelText('Program');
    expect([...program.querySelectorAll('option')].map((one) => one.textContent)).toEqual([
      'EXCH-FALL · Semester exchange',
    ]);
    expect(screen.getByLabelText('Term')).toHaveProperty('value', '31');
    fireEvent.click(screen.getByRole('tab', { name: 'Programs' }));
    const list = await screen.findByRole('table', { name: 'Programs' });
    expect(within(list).getByText('CURIOUS · CURIOUS conference')).toBeDefined();
    expect(within(list).getByText('4')).toBeDefined();
  });
});

describe('international office: an application', () => {
  async function openApplication(language: 'en' | 'ar' = 'en', more = {}) {
    const sent = stubPortal({ ...replies, ...more });
    renderOffice(<InternationalOfficePage />, { language });
    fireEvent.click(await findIonButton(language === 'ar' ? 'فتح' : 'Open'));
    return sent;
  }

  it('shows the student, the choices in order, the documents by checklist name and the log; Escape closes it', async () => {
    const sent = await openApplication();
    const panel = await screen.findByRole('dialog', { name: 'Alia Hassan · Semester exchange' });
    expect(panel.parentElement).toBe(document.body);
    expect(document.activeElement).toBe(panel);
    expect(within(panel).getByText('2022104455 · Alia Hassan')).toBeDefined();
    expect(
      within(panel)
        .getAllByRole('listitem')
        .slice(0, 2)
        .map((item) => item.textContent),
    ).toEqual(['Lund University · Sweden', 'University of Porto · Portugal']);
    expect(within(panel).getByText('Official transcript')).toBeDefined();
    const log = within(panel).getAllByRole('list')[1];
    expect(log?.textContent).toMatch(/^Submitted · Nov 20, 2026.* · the student$/);
    expect(sent.find((call) => call.path === '/api/InternationalOffice/GetApplication')?.query).toBe(
      '?ApplicationId=41',
    );
    fireEvent.keyDown(panel, { key: 'Escape' });
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  it('rejects a document only with a reason, sending the version seen', async () => {
    const rejected = {
      ...application,
      Version: 7,
      Documents: [{ ...transcript, State: 'rejected' as const, ReviewNote: 'Unsigned' }],
    };
    const sent = await openApplication('en', {
      '/api/InternationalOffice/ReviewApplicationDocument': ok(rejected),
    });
    const panel = await screen.findByRole('dialog');
    fireEvent.click(await findIonButton('Reject'));
    fireEvent.click(await findIonButton('Confirm: reject the document'));
    expect(await within(panel).findByText('Write the reason: the student reads it.')).toBeDefined();
    expect(sent.some((call) => call.path === '/api/InternationalOffice/ReviewApplicationDocument')).toBe(
      false,
    );
    fireEvent.change(within(panel).getByLabelText('Reason for the student'), {
      target: { value: 'Unsigned' },
    });
    fireEvent.click(await findIonButton('Confirm: reject the document'));
    expect(await within(panel).findByText('Rejected')).toBeDefined();
    expect(
      sent.find((call) => call.path === '/api/InternationalOffice/ReviewApplicationDocument')?.body,
    ).toEqual({
      DocumentId: 91,
      Decision: 'reject',
      Note: 'Unsigned',
      Version: 6,
    });
  });

  it('returns the application for correction with a note and the version seen', async () => {
    const sent = await openApplication('en', {
      '/api/InternationalOffice/ActOnApplication': ok({
        ...application,
        State: 'returned',
        Version: 7,
        OfficeActions: [],
      }),
    });
    fireEvent.click(await findIonButton('Return for correction'));
    fireEvent.click(await findIonButton('Confirm: Return for correction'));
    expect(await screen.findByText('Write the reason the student will read.')).toBeDefined();
    expect(sent.some((call) => call.path === '/api/InternationalOffice/ActOnApplication')).toBe(false);
    fireEvent.change(screen.getByLabelText('Note to the student'), {
      target: { value: 'Sign the transcript' },
    });
    fireEvent.click(await findIonButton('Confirm: Return for correction'));
    expect(await screen.findByText('Done: the application is now Returned for correction.')).toBeDefined();
    expect(sent.find((call) => call.path === '/api/InternationalOffice/ActOnApplication')?.body).toEqual({
      ApplicationId: 41,
      Action: 'return',
      Version: 6,
      Note: 'Sign the transcript',
    });
  });

  it('shows the application in Arabic', async () => {
    await openApplication('ar');
    const panel = await screen.findByRole('dialog', { name: 'عالية حسن · التبادل الفصلي' });
    expect(within(panel).getByText('كشف الدرجات الرسمي')).toBeDefined();
    expect(within(panel).getByText('جامعة لوند · السويد')).toBeDefined();
    expect(await findIonButton('إعادة للتصحيح')).toBeDefined();
  });
});
