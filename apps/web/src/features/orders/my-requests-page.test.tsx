import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findIonButton, renderPage } from '../../lib/page-render-testing';
import { ok, refusal, stubPortal, type SentCall } from '../../lib/portal-stub-testing';
import { checkout } from '../../lib/checkout';
import MyRequestsPage from './my-requests-page';
import { FakeXhr, installFakeXhr } from '../../lib/fake-xhr-testing';
import { detail, everyKindForm, field, log, medicalReport, returnedOrder, summary } from './test/fixtures';

const LIST = '/api/Orders/GetStudentOrders';
const ORDER = '/api/Orders/GetStudentOrder';
const LOG = '/api/Orders/GetActionLogList';
const FORM = '/api/Orders/GetParameterForm';
const CHECKLIST = '/api/Orders/GetOrderTypeDocuments';
const UPDATE = '/api/Orders/UpdateStudentOrder';
const INVOICE = '/api/StudentPetition/GetInvoicePaymentRequest';
const PAY = '/api/StudentPetition/InsertStudentPaymentTransaction';
const MAJORS = '/api/Orders/GetStudentMajors';

const studentMajors = {
  Current: { ProgramId: 5, Code: 'ARC', NameEn: 'Architecture', NameAr: 'العمارة' },
  Majors: [
    {
      ProgramId: 7,
      Code: 'ARC-INT',
      NameEn: 'Interior Architecture',
      NameAr: 'العمارة الداخلية',
      Competitive: false,
      NotDeclarableReason: null,
    },
  ],
  OrderTypeId: 3,
  MajorFieldKey: 'major',
  Eligible: false,
  NotEligibleReason: null,
  Latest: null,
};

const lookups = {
  [LOG]: ok(log),
  [FORM]: ok({ OrderTypeId: 3, Purpose: 'excuse', Fields: everyKindForm }),
  [CHECKLIST]: ok([medicalReport]),
};

const isDisabled = (button: HTMLElement) =>
  button.getAttribute('disabled') !== null && button.getAttribute('disabled') !== 'false';

beforeEach(() => {
  installFakeXhr();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('my requests: the list', () => {
  it('shows each request with its number, type, course, state in words, and dates', async () => {
    stubPortal({
      [LIST]: ok({
        Items: [
          summary(),
          summary({ OrderId: 42, Number: 'SR-2026-000042', State: 'returned', CourseCode: null }),
        ],
        Total: 2,
        Page: 1,
        PageSize: 20,
      }),
    });
    renderPage(<MyRequestsPage />, { at: '/my-requests' });
    const list = await screen.findByRole('list', { name: 'My Requests' });
    const cards = within(list).getAllByRole('button');
    expect(cards).toHaveLength(2);
    expect(cards[0]?.textContent).toContain('SR-2026-000041');
    expect(cards[0]?.textContent).toContain('Excuse for an absence');
    expect(cards[0]?.textContent).toContain('CSE 201 Data Structures');
    expect(cards[0]?.textContent).toContain('In review');
    expect(cards[0]?.textContent).toContain('Submitted Nov 20, 2026');
    expect(cards[0]?.textContent).toContain('decision due Nov 27, 2026');
    expect(cards[1]?.querySelector('.request-chip--attention')?.textContent).toBe('Returned to you');
  });

  it('says what to do when there are no requests yet, and offers a new one', async () => {
    stubPortal({ [LIST]: ok({ Items: [], Total: 0, Page: 1, PageSize: 20 }) });
    renderPage(<MyRequestsPage />, { at: '/my-requests' });
    const empty = (await screen.findByText('You have not made any requests yet.')).closest('[role="status"]');
    expect(empty?.textContent).toContain('Tap “New request”');
    expect(await findIonButton('New request')).toBeTruthy();
  });

  it('asks for one state when filtered, from the first page', async () => {
    const sent = stubPortal({ [LIST]: ok({ Items: [], Total: 0, Page: 1, PageSize: 20 }) });
    renderPage(<MyRequestsPage />, { at: '/my-requests' });
    await screen.findByText('You have not made any requests yet.');
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'returned' } });
    await screen.findByText('None of your requests is in this state.');
    const last = sent.filter((call) => call.path === LIST).at(-1);
    expect(new URLSearchParams(last?.query).get('State')).toBe('returned');
    expect(new URLSearchParams(last?.query).get('Page')).toBe('1');
  });

  it('opens a request in full from the list', async () => {
    stubPortal({
      [LIST]: ok({ Items: [summary()], Total: 1, Page: 1, PageSize: 20 }),
      [ORDER]: ok(detail()),
      ...lookups,
    });
    renderPage(<MyRequestsPage />, { at: '/my-requests' });
    fireEvent.click(await screen.findByText('SR-2026-000041'));
    expect(await screen.findByRole('heading', { name: 'Excuse for an absence' })).toBeTruthy();
    expect(await findIonButton('All my requests')).toBeTruthy();
  });
});

describe('my requests: one request', () => {
  it('shows the answers under the form’s labels, and the history', async () => {
    stubPortal({ [ORDER]: ok(detail()), ...lookups });
    renderPage(<MyRequestsPage />, { at: '/my-requests?order=41' });
    const answers = await screen.findByRole('region', { name: 'Your answers' });
    await within(answers).findByText('Reason');
    const text = answers.textContent;
    expect(text).toContain('Flu with fever');
    expect(text).toContain('Medical');
    expect(text).toContain('Admitted to hospitalNo');
    expect(text).toContain('CSE 201 Data Structures');
    expect(text).toContain('Nov 10, 2026');
    const history = await screen.findByRole('region', { name: 'History' });
    await within(history).findByText('Returned to you for correction');
    expect(history.textContent).toContain('Student services office');
    expect(screen.getByRole('status').textContent).toContain('The office is reviewing your request.');
  });

  it('names a declared major by its program, not its number', async () => {
    const majorField = field({ Key: 'major', Kind: 'major', LabelEn: 'Major', LabelAr: 'التخصص' });
    const sent = stubPortal({
      [ORDER]: ok(detail({ Purpose: 'major-declaration', Answers: { major: 7 } })),
      [FORM]: ok({ OrderTypeId: 3, Purpose: 'major-declaration', Fields: [majorField] }),
      [LOG]: ok(log),
      [CHECKLIST]: ok([]),
      [MAJORS]: ok(studentMajors),
    });
    renderPage(<MyRequestsPage />, { at: '/my-requests?order=41' });
    const answers = await screen.findByRole('region', { name: 'Your answers' });
    await within(answers).findByText('Interior Architecture (ARC-INT)');
    expect(answers.textContent).not.toMatch(/Major7/);
    expect(sent.some((call) => call.path === MAJORS)).toBe(true);
  });

  it('returned with a note: resubmit waits for the rejected document to be replaced, then sends', async () => {
    let current = returnedOrder;
    const sent = stubPortal({
      [ORDER]: () => ok(current),
      [UPDATE]: ok({ ...returnedOrder, State: 'in-review', StudentActions: [], NextStep: null }),
      ...lookups,
    });
    renderPage(<MyRequestsPage />, { at: '/my-requests?order=41' });
    expect(await screen.findByText('The scan is unreadable: upload a clearer copy.')).toBeTruthy();
    expect(screen.getByText('Too blurry to read.')).toBeTruthy();
    const resubmit = await findIonButton('Resubmit');
    expect(isDisabled(resubmit)).toBe(true);
    expect(screen.getByText('Upload a new file for the rejected document first.')).toBeTruthy();

    const scan = new File(['%PDF-1.7 clear scan'], 'clear-scan.pdf', { type: 'application/pdf' });
    fireEvent.change(await screen.findByLabelText('Medical report (required)'), {
      target: { files: [scan] },
    });
    await waitFor(() => {
      expect(FakeXhr.sent).toHaveLength(1);
    });
    const upload = FakeXhr.sent[0];
    if (!upload) throw new Error('no upload');
    expect(upload.url).toBe('/api/Orders/UploadFiles_New');
    expect(upload.body?.get('OrderId')).toBe('41');
    expect(upload.body?.get('RequirementCode')).toBe('medical-report');
    expect(upload.body?.get('files')).toBeInstanceOf(File);
    upload.progress(50, 100);
    await waitFor(() => {
      expect(screen.getByLabelText('Upload progress').getAttribute('value')).toBe('50');
    });
    current = {
      ...returnedOrder,
      Version: 4,
      Documents: [
        ...returnedOrder.Documents,
        {
          DocumentId: 8,
          RequirementCode: 'medical-report',
          FileName: 'clear-scan.pdf',
          Kind: 'pdf',
          State: 'pending',
          ReviewNote: null,
          Bytes: 19,
          UploadedAt: '2026-11-22T10:00:00Z',
        },
      ],
    };
    upload.answer({ Status: '200', ReturnObject: current.Documents });
    await waitFor(async () => {
      expect(isDisabled(await findIonButton('Resubmit'))).toBe(false);
    });
    fireEvent.click(await findIonButton('Resubmit'));
    await waitFor(() => {
      expect(sent.some((call: SentCall) => call.path === UPDATE)).toBe(true);
    });
    expect(sent.find((call) => call.path === UPDATE)?.body).toEqual({
      OrderId: 41,
      Action: 'resubmit',
      Version: 4,
    });
  });

  it('payment pending: shows the fee and starts paying by card at the provider', async () => {
    const open = vi.spyOn(checkout, 'open').mockImplementation(() => undefined);
    const pending = detail({
      State: 'payment-pending',
      NextStep: 'pay',
      Fee: { ChargeId: 9, AmountPiastres: 15_000, Currency: 'EGP', Paid: false },
    });
    const sent = stubPortal({
      [ORDER]: ok(pending),
      [INVOICE]: ok({
        OrderId: 41,
        Fee: pending.Fee,
        PaymentInvoiceRequestId: 77,
        Reference: null,
        ExpiresAt: null,
      }),
      [PAY]: ok({
        PaymentInvoiceRequestId: 77,
        Channel: 'card',
        CheckoutUrl: 'https://pay.example/checkout/77',
        OutletReference: null,
        ExpiresAt: '2026-11-30T10:00:00Z',
      }),
      ...lookups,
    });
    renderPage(<MyRequestsPage />, { at: '/my-requests?order=41' });
    const pay = await screen.findByRole('region', { name: 'Pay the fee' });
    await within(pay).findByText(/^Fee: EGP\s150\.00$/);
    fireEvent.click(await findIonButton('Pay by card'));
    await waitFor(() => {
      expect(open).toHaveBeenCalledWith('https://pay.example/checkout/77');
    });
    expect(sent.find((call) => call.path === PAY)?.body).toEqual({ OrderId: 41, Channel: 'card' });
  });

  it('withdraws only once confirmed, and shows a refusal in the server’s words', async () => {
    const sent = stubPortal({
      [ORDER]: ok(detail()),
      [UPDATE]: refusal('409', 'This request was already decided.'),
      ...lookups,
    });
    renderPage(<MyRequestsPage />, { at: '/my-requests?order=41' });
    fireEvent.click(await findIonButton('Withdraw request'));
    expect(screen.getByRole('alertdialog').textContent).toContain('Withdraw this request?');
    expect(sent.some((call) => call.path === UPDATE)).toBe(false);
    fireEvent.click(await findIonButton('Withdraw'));
    expect((await screen.findByText('This request was already decided.')).getAttribute('role')).toBe('alert');
    expect(sent.find((call) => call.path === UPDATE)?.body).toEqual({
      OrderId: 41,
      Action: 'withdraw',
      Version: 3,
    });
  });

  it('offers the issued letter for download, and says so instead once the office withdrew it', async () => {
    const fulfilled = { State: 'fulfilled' as const, HasResult: true, NextStep: 'download-result' as const };
    stubPortal({
      [ORDER]: ok(detail({ ...fulfilled, Issued: { At: '2026-11-20T08:00:00Z', RevokedAt: null } })),
      ...lookups,
    });
    renderPage(<MyRequestsPage />, { at: '/my-requests?order=41' });
    expect(await findIonButton('Download the result')).toBeDefined();
    cleanup();

    stubPortal({
      [ORDER]: ok(
        detail({
          ...fulfilled,
          NextStep: null,
          Issued: { At: '2026-11-20T08:00:00Z', RevokedAt: '2026-11-25T09:00:00Z' },
        }),
      ),
      ...lookups,
    });
    renderPage(<MyRequestsPage />, { at: '/my-requests?order=41' });
    expect((await screen.findByRole('note')).textContent).toContain(
      'The office withdrew the document issued for this request on Nov 25, 2026',
    );
    expect([...document.querySelectorAll('ion-button')].map((button) => button.textContent)).not.toContain(
      'Download the result',
    );
  });

  it('speaks Arabic: type, state and answers in Arabic', async () => {
    stubPortal({ [ORDER]: ok(detail()), ...lookups });
    renderPage(<MyRequestsPage />, { at: '/my-requests?order=41', language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'عذر عن غياب' })).toBeTruthy();
    expect(screen.getByText('قيد المراجعة')).toBeTruthy();
    const answers = await screen.findByRole('region', { name: 'إجاباتك' });
    await within(answers).findByText('السبب الرئيسي');
    expect(answers.textContent).toContain('طبي');
    expect(answers.textContent).toContain('هياكل البيانات');
  });
});
