import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../lib/api';
import StudentServicesPage from './student-services-page';
import { order, page, row } from './test/office-fixtures';
import { findIonButton, ok, refusal, renderOffice, stubPortal } from './test/render';

const signInAs = (roles: string[]) =>
  session.signIn(
    { access_token: 'token', userName: 'clerk@ndu.edu.eg' },
    { Role: 'staff', Roles: roles, DisplayName: 'Clerk' },
  );

beforeEach(async () => {
  await signInAs(['student-services']);
});

afterEach(() => {
  cleanup();
});

describe('student-services page: whose queues', () => {
  it('shows the IT desk its own queue only, and student services no IT desk tab', async () => {
    await signInAs(['it-desk']);
    const sent = stubPortal({ '/api/OrdersOffice/GetQueue': ok(page([row])) });
    renderOffice(<StudentServicesPage />);
    await screen.findByRole('table', { name: 'IT desk' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['IT desk']);
    expect(sent.at(-1)?.query).toContain('Office=it-desk');
    cleanup();
    await signInAs(['student-services']);
    renderOffice(<StudentServicesPage />);
    await screen.findByRole('table', { name: 'Student affairs' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Student affairs',
      'Registrar',
      'Examinations',
      'Request types',
    ]);
  });
});

const cellsOf = (table: HTMLElement) =>
  [...(within(table).getAllByRole('row')[1]?.querySelectorAll('td') ?? [])].map((cell) => cell.textContent);

describe('student-services page: the queue', () => {
  it("lists the office's requests with student, type, state and service level, and filters them", async () => {
    const sent = stubPortal({ '/api/OrdersOffice/GetQueue': ok(page([row])) });
    renderOffice(<StudentServicesPage />);
    const table = await screen.findByRole('table', { name: 'Student affairs' });
    expect(cellsOf(table).slice(0, 4)).toEqual([
      'SR-2026-000012',
      '2022104455 · Alia Hassan',
      'Medical excuse',
      'In review',
    ]);
    expect(within(table).getByText('Overdue')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Overdue or due within a day' }));
    await screen.findByRole('table', { name: 'Student affairs' });
    expect(sent.at(-1)?.query).toContain('Overdue=true');
    expect(sent.at(-1)?.query).toContain('Office=student-affairs');
    fireEvent.click(screen.getByRole('tab', { name: 'Registrar' }));
    await screen.findByRole('table', { name: 'Registrar' });
    expect(sent.at(-1)?.query).toContain('Office=registrar');
  });

  it('says what to do when nothing matches, in Arabic', async () => {
    stubPortal({ '/api/OrdersOffice/GetQueue': ok(page([])) });
    renderOffice(<StudentServicesPage />, { language: 'ar' });
    expect(
      await screen.findByText('لا توجد طلبات مطابقة. جرّب مكتبًا أو حالة أخرى، أو امسح البحث.'),
    ).toBeDefined();
    expect(screen.getByRole('tab', { name: 'أنواع الطلبات' })).toBeDefined();
  });

  it('lists the queue in Arabic with the Arabic name and state', async () => {
    stubPortal({ '/api/OrdersOffice/GetQueue': ok(page([row])) });
    renderOffice(<StudentServicesPage />, { language: 'ar' });
    const table = await screen.findByRole('table', { name: 'شؤون الطلاب' });
    expect(cellsOf(table).slice(1, 4)).toEqual(['2022104455 · عالية حسن', 'عذر طبي', 'قيد المراجعة']);
  });
});

describe('student-services page: a request', () => {
  async function openRequest(language: 'en' | 'ar' = 'en', replies = {}) {
    const sent = stubPortal({
      '/api/OrdersOffice/GetQueue': ok(page([row])),
      '/api/OrdersOffice/GetOrder': ok(order),
      ...replies,
    });
    renderOffice(<StudentServicesPage />, { language });
    fireEvent.click(await findIonButton(language === 'ar' ? 'فتح' : 'Open'));
    return sent;
  }

  it('shows the student, the answers with their labels, the documents and the log', async () => {
    await openRequest();
    const panel = await screen.findByRole('dialog', { name: /Request SR-2026-000012/ });
    expect(within(panel).getByText('2022104455 · Alia Hassan · Level 3')).toBeDefined();
    expect(within(panel).getByText('Where you were treated')).toBeDefined();
    expect(within(panel).getByText('Hospital')).toBeDefined();
    expect(within(panel).getByText('Medical report')).toBeDefined();
    expect(within(panel).getByText('Waiting for review')).toBeDefined();
    expect(within(panel).getByText(/Mona Clerk/)).toBeDefined();
    expect(await findIonButton('Approve')).toBeDefined();
  });

  it('closes with Escape, above the page and out of its tree', async () => {
    await openRequest();
    const panel = await screen.findByRole('dialog', { name: /Request SR-2026-000012/ });
    expect(panel.parentElement).toBe(document.body);
    expect(document.activeElement).toBe(panel);
    fireEvent.keyDown(panel, { key: 'Escape' });
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });

  it('withdraws an issued letter only with a reason, sending the version seen', async () => {
    const issued = {
      ...order,
      State: 'fulfilled' as const,
      OfficeActions: [],
      Issued: { At: '2026-11-20T08:00:00Z', RevokedAt: null },
    };
    const sent = await openRequest('en', {
      '/api/OrdersOffice/GetOrder': ok(issued),
      '/api/OrdersOffice/RevokeDocument': ok({
        ...issued,
        Version: 5,
        Issued: { At: '2026-11-20T08:00:00Z', RevokedAt: '2026-11-25T09:00:00Z' },
      }),
    });
    fireEvent.click(await findIonButton('Withdraw the issued document'));
    fireEvent.click(await findIonButton('Confirm: withdraw the document'));
    expect(await screen.findByText('Write the reason the student will read.')).toBeDefined();
    expect(sent.some((call) => call.path === '/api/OrdersOffice/RevokeDocument')).toBe(false);
    fireEvent.change(screen.getByLabelText('Reason for the student'), {
      target: { value: 'Issued in error' },
    });
    fireEvent.click(await findIonButton('Confirm: withdraw the document'));
    expect(await screen.findByText(/withdrawn Nov 25, 2026/)).toBeDefined();
    expect(sent.find((call) => call.path === '/api/OrdersOffice/RevokeDocument')?.body).toEqual({
      OrderId: 12,
      Version: 4,
      Reason: 'Issued in error',
    });
  });

  it('asks for the note before returning a request, then sends it with the version seen', async () => {
    const sent = await openRequest('en', {
      '/api/OrdersOffice/ActOnOrder': ok({ ...order, State: 'returned', Version: 5, OfficeActions: [] }),
    });
    fireEvent.click(await findIonButton('Return to the student'));
    fireEvent.click(await findIonButton('Confirm: Return to the student'));
    expect(await screen.findByText('Write the reason the student will read.')).toBeDefined();
    expect(sent.some((call) => call.path === '/api/OrdersOffice/ActOnOrder')).toBe(false);
    fireEvent.change(screen.getByLabelText('Note to the student'), {
      target: { value: 'Clearer scan please' },
    });
    fireEvent.click(await findIonButton('Confirm: Return to the student'));
    expect(await screen.findByText('Done: the request is now Returned to the student.')).toBeDefined();
    expect(sent.find((call) => call.path === '/api/OrdersOffice/ActOnOrder')?.body).toEqual({
      OrderId: 12,
      Action: 'return',
      Version: 4,
      Note: 'Clearer scan please',
    });
  });

  it("shows the server's refusal of an approval", async () => {
    await openRequest('en', {
      '/api/OrdersOffice/ActOnOrder': refusal(
        '409',
        'Review every required document first (accept or waive): Medical report.',
      ),
    });
    fireEvent.click(await findIonButton('Approve'));
    fireEvent.click(await findIonButton('Confirm: Approve'));
    expect(
      await screen.findByText('Review every required document first (accept or waive): Medical report.'),
    ).toBeDefined();
  });

  it('accepts a document in one tap', async () => {
    const sent = await openRequest('en', {
      '/api/OrdersOffice/ReviewDocument': ok({ ...order, Version: 5 }),
    });
    fireEvent.click(await findIonButton('Accept'));
    await waitFor(() => {
      expect(sent.find((call) => call.path === '/api/OrdersOffice/ReviewDocument')?.body).toEqual({
        OrderId: 12,
        RequirementCode: 'medical-report',
        DocumentId: 31,
        Decision: 'accept',
        Version: 4,
      });
    });
  });

  it('shows the request in Arabic', async () => {
    await openRequest('ar');
    const panel = await screen.findByRole('dialog', { name: /الطلب SR-2026-000012/ });
    expect(within(panel).getByText('مكان العلاج')).toBeDefined();
    expect(within(panel).getByText('مستشفى')).toBeDefined();
    expect(within(panel).getByText('تقرير طبي')).toBeDefined();
    expect(await findIonButton('إعادة إلى الطالب')).toBeDefined();
  });
});
