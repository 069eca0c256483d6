import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MilitaryRecordRow } from '@portal/contract';
import { afterEach, describe, expect, it } from 'vitest';
import MilitaryRecordsPage from './military-records-page';
import { findIonButton, ok, refusal, renderMilitaryRecords, stubPortal } from './test/render';

afterEach(() => {
  cleanup();
});

const due: MilitaryRecordRow = {
  StudentCode: '2021001',
  StudentNameEn: 'Omar Hassan',
  StudentNameAr: 'عمر حسن',
  Status: 'due',
  CourseTerm: { TermId: 5, NameEn: 'Fall 2026', NameAr: 'خريف 2026' },
  Paid: false,
  Note: null,
};
const completed: MilitaryRecordRow = { ...due, StudentCode: '2021002', Status: 'completed', Paid: true };
const page = (items: MilitaryRecordRow[]) => ({ Items: items, Total: items.length, Page: 1, PageSize: 25 });

describe('the military-records page', () => {
  it('lists students with status chips; a final status offers no change', async () => {
    const sent = stubPortal({ '/api/Billing/GetMilitaryRecords': ok(page([due, completed])) });
    renderMilitaryRecords(<MilitaryRecordsPage />);
    const table = await screen.findByRole('table', { name: 'Students who must take military education' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByText('Due')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Not paid')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Final')).toBeTruthy();
    expect(sent[0]?.query).toContain('Page=1');
  });

  it('searches by code and status', async () => {
    const sent = stubPortal({ '/api/Billing/GetMilitaryRecords': ok(page([due])) });
    renderMilitaryRecords(<MilitaryRecordsPage />);
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'exempt' } });
    fireEvent.change(screen.getByLabelText('Student code or name'), { target: { value: ' 2021001 ' } });
    fireEvent.click(await findIonButton('Search'));
    await waitFor(() => {
      expect(sent.at(-1)?.query).toContain('Status=exempt');
    });
    expect(sent.at(-1)?.query).toContain('Search=2021001');
  });

  it('says what to do when nothing matches', async () => {
    stubPortal({ '/api/Billing/GetMilitaryRecords': ok(page([])) });
    renderMilitaryRecords(<MilitaryRecordsPage />);
    expect(await screen.findByText('No student matches')).toBeTruthy();
    expect(screen.getByText(/Clear the search/)).toBeTruthy();
  });

  it('an exemption needs a note, then a confirmation, and sends it once', async () => {
    const sent = stubPortal({
      '/api/Billing/GetMilitaryRecords': ok(page([due])),
      '/api/Billing/SetMilitaryRecord': ok({ ...due, Status: 'exempt', Note: 'Only son' }),
    });
    renderMilitaryRecords(<MilitaryRecordsPage />);
    fireEvent.click(await findIonButton('Change status'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('New status'), { target: { value: 'exempt' } });
    expect(within(dialog).getByText(/credits the unpaid course fee/)).toBeTruthy();
    fireEvent.click(await findIonButton('Continue'));
    expect(await screen.findByText('Write why the student is exempt.')).toBeTruthy();
    expect(sent.filter((call) => call.path === '/api/Billing/SetMilitaryRecord')).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('Note'), { target: { value: 'Only son' } });
    fireEvent.click(await findIonButton('Continue'));
    fireEvent.click(await findIonButton('Confirm: record Exempt'));
    expect(await screen.findByText('2021001 is now recorded as Exempt.')).toBeTruthy();
    expect(
      sent.filter((call) => call.path === '/api/Billing/SetMilitaryRecord').map((call) => call.body),
    ).toEqual([{ StudentCode: '2021001', Status: 'exempt', Note: 'Only son' }]);
  });

  it("shows the server's refusal in the dialog", async () => {
    stubPortal({
      '/api/Billing/GetMilitaryRecords': ok(page([due])),
      '/api/Billing/SetMilitaryRecord': refusal(
        '409',
        'This student does not have to take military education.',
      ),
    });
    renderMilitaryRecords(<MilitaryRecordsPage />);
    fireEvent.click(await findIonButton('Change status'));
    fireEvent.click(await findIonButton('Continue'));
    fireEvent.click(await findIonButton('Confirm: record Registered'));
    expect(await screen.findByText('This student does not have to take military education.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('reads in Arabic', async () => {
    stubPortal({ '/api/Billing/GetMilitaryRecords': ok(page([due])) });
    renderMilitaryRecords(<MilitaryRecordsPage />, { language: 'ar' });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('مستحقة')).toBeTruthy();
    expect(within(table).getByText(/عمر حسن/)).toBeTruthy();
    expect(screen.getByText('خريف 2026')).toBeTruthy();
  });
});
