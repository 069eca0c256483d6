import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findIonButton, renderPage } from '../../lib/page-render-testing';
import { ok, refusal, stubPortal } from '../../lib/portal-stub-testing';
import NewRequestPage from './new-request-page';
import { FakeXhr, installFakeXhr } from '../../lib/fake-xhr-testing';
import {
  course,
  detail,
  everyKindForm,
  excuseType,
  lateDropType,
  medicalReport,
  recalculationType,
} from './test/fixtures';

const TYPES = '/api/Orders/GetOrderTypes';
const FORM = '/api/Orders/GetParameterForm';
const CHECKLIST = '/api/Orders/GetOrderTypeDocuments';
const COURSES = '/api/Orders/GetStudentCourses';
const PETITION_COURSES = '/api/StudentPetition/GetStudentCourses';
const SAVE = '/api/Orders/SaveStudentOrder';
const ORDER = '/api/Orders/GetStudentOrder';
const UPDATE = '/api/Orders/UpdateStudentOrder';

const offered = [
  course(),
  course({
    RegistrationId: 121,
    CourseCode: 'MTH 101',
    CourseNameEn: 'Calculus',
    NotAvailableReason: 'An excuse for it is already open',
  }),
];

const portal = {
  [TYPES]: ok([excuseType, lateDropType, recalculationType]),
  [FORM]: ok({ OrderTypeId: 3, Purpose: 'excuse', Fields: everyKindForm }),
  [CHECKLIST]: ok([medicalReport]),
  [COURSES]: ok(offered),
};

beforeEach(() => {
  installFakeXhr();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Opens the excuse's form from the type list. */
async function openExcuse() {
  fireEvent.click(await screen.findByRole('button', { name: /^Excuse for an absence/ }));
  await screen.findByLabelText(/^Reason/);
}

function fillValidAnswers() {
  fireEvent.change(screen.getByLabelText(/^Reason/), { target: { value: 'Flu with fever' } });
  fireEvent.change(screen.getByLabelText(/^Days missed/), { target: { value: '3' } });
  fireEvent.change(screen.getByLabelText(/^First day/), { target: { value: '2026-11-10' } });
  fireEvent.click(screen.getByLabelText('Medical'));
  fireEvent.click(screen.getByRole('switch'));
  fireEvent.change(screen.getByLabelText(/^Course/), { target: { value: '120' } });
}

describe('new request: choosing a type', () => {
  it('lists each type with its fee, office and service time, and greys out one the student may not file, with why', async () => {
    stubPortal(portal);
    renderPage(<NewRequestPage />, { at: '/new-request' });
    const types = await screen.findByRole('list', { name: 'Request types' });
    const [excuse, lateDrop, recalculation] = within(types).getAllByRole('button');
    expect(excuse?.textContent).toContain('No fee · Student Affairs · decided within 5 working days');
    expect(recalculation?.textContent).toMatch(
      /Fee EGP\s150\.00 · Examinations · decided within 10 working days/,
    );
    expect(lateDrop).toHaveProperty('disabled', true);
    expect(lateDrop?.textContent).toContain('The late drop period has ended.');
  });
});

describe('new request: the form rendered from its definition', () => {
  it('draws each kind of field: text, long text with a counter, number, date, options, yes/no and course', async () => {
    stubPortal(portal);
    renderPage(<NewRequestPage />, { at: '/new-request' });
    await openExcuse();
    expect(screen.getByLabelText(/^Reason/).getAttribute('type')).toBe('text');
    const details = screen.getByLabelText(/^Details/);
    expect(details.tagName).toBe('TEXTAREA');
    fireEvent.change(details, { target: { value: 'Stayed home' } });
    expect(screen.getByText('11 / 200 characters')).toBeTruthy();
    expect(screen.getByLabelText(/^Days missed/).getAttribute('type')).toBe('number');
    expect(screen.getByLabelText(/^First day/).getAttribute('type')).toBe('date');
    expect(
      screen.getByRole('group', { name: /^Cause/ }).querySelectorAll('input[type="radio"]'),
    ).toHaveLength(2);
    expect(screen.getByRole('switch', { name: 'Admitted to hospital' })).toBeTruthy();
    const choices = await waitFor(() => {
      const options = [...screen.getByLabelText(/^Course/).querySelectorAll('option')];
      expect(options).toHaveLength(3);
      return options;
    });
    expect(choices[1]?.textContent).toBe('CSE 201 Data Structures');
    expect(choices[2]?.textContent).toBe('MTH 101 Calculus (An excuse for it is already open)');
    expect(choices[2]?.disabled).toBe(true);
  });

  it('explains each broken rule next to its field and sends nothing', async () => {
    const sent = stubPortal(portal);
    renderPage(<NewRequestPage />, { at: '/new-request' });
    await openExcuse();
    fireEvent.change(screen.getByLabelText(/^Reason/), { target: { value: 'flu' } });
    fireEvent.change(screen.getByLabelText(/^Days missed/), { target: { value: '20' } });
    fireEvent.click(await findIonButton('Submit request'));
    expect(await screen.findByText('Write at least 5 characters.')).toBeTruthy();
    expect(screen.getByText('Enter 14 or less.')).toBeTruthy();
    expect(screen.getAllByText('Please answer this question.')).toHaveLength(3);
    expect(screen.getByText('This document is required.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Days missed/), { target: { value: '0' } });
    expect(await screen.findByText('Enter 1 or more.')).toBeTruthy();
    expect(sent.some((call) => call.path === SAVE)).toBe(false);
  });

  it('refuses a file of the wrong kind or too large before uploading it', async () => {
    stubPortal(portal);
    renderPage(<NewRequestPage />, { at: '/new-request' });
    await openExcuse();
    const picker = screen.getByLabelText('Medical report (required)');
    expect(picker.getAttribute('accept')).toBe('application/pdf,.pdf,image/jpeg,.jpg,.jpeg,image/png,.png');
    const program = new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' });
    fireEvent.change(picker, { target: { files: [program] } });
    expect(await screen.findByText('setup.exe is not a file of the kinds listed.')).toBeTruthy();
    const huge = new File([new Uint8Array(6 * 1024 * 1024)], 'scan.pdf', { type: 'application/pdf' });
    fireEvent.change(picker, { target: { files: [huge] } });
    expect(await screen.findByText('scan.pdf is larger than 5 MB.')).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('files the request: saves the draft once, uploads with a progress bar, then submits the version it now has', async () => {
    const draft = detail({ State: 'draft', Version: 1, StudentActions: ['submit', 'withdraw'] });
    const sent = stubPortal({
      ...portal,
      [SAVE]: ok(draft),
      [ORDER]: ok({ ...draft, Version: 2 }),
      [UPDATE]: ok({ ...draft, State: 'submitted', Version: 3 }),
    });
    renderPage(<NewRequestPage />, { at: '/new-request' });
    await openExcuse();
    await waitFor(() => {
      expect(screen.getByLabelText(/^Course/).querySelectorAll('option')).toHaveLength(3);
    });
    fillValidAnswers();
    const report = new File(['%PDF-1.7'], 'report.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Medical report (required)'), { target: { files: [report] } });
    expect(screen.getByText('report.pdf')).toBeTruthy();
    const submit = await findIonButton('Submit request');
    fireEvent.click(submit);
    fireEvent.click(submit);
    await waitFor(() => {
      expect(FakeXhr.sent).toHaveLength(1);
    });
    const saves = sent.filter((call) => call.path === SAVE);
    expect(saves).toHaveLength(1);
    expect(saves[0]?.body).toMatchObject({
      OrderTypeId: 3,
      Answers: {
        reason: 'Flu with fever',
        days: 3,
        from: '2026-11-10',
        cause: 'medical',
        hospital: true,
        course: 120,
      },
    });
    expect(JSON.stringify(saves[0]?.body)).toMatch(/"IdempotencyKey":"[0-9a-f-]{36}"/);
    const upload = FakeXhr.sent[0];
    if (!upload) throw new Error('no upload');
    expect(upload.body?.get('OrderId')).toBe('41');
    upload.progress(30, 120);
    await waitFor(() => {
      expect(screen.getByLabelText('Upload progress').getAttribute('value')).toBe('25');
    });
    expect(screen.getByText('25% sent')).toBeTruthy();
    upload.answer({ Status: '200', ReturnObject: [] });
    await waitFor(() => {
      expect(sent.some((call) => call.path === UPDATE)).toBe(true);
    });
    expect(sent.find((call) => call.path === UPDATE)?.body).toEqual({
      OrderId: 41,
      Action: 'submit',
      Version: 2,
    });
  });

  it('shows the server’s refusal and keeps the answers', async () => {
    stubPortal({ ...portal, [SAVE]: refusal('409', 'You already have an open excuse for this course.') });
    renderPage(<NewRequestPage />, { at: '/new-request' });
    await openExcuse();
    await waitFor(() => {
      expect(screen.getByLabelText(/^Course/).querySelectorAll('option')).toHaveLength(3);
    });
    fillValidAnswers();
    fireEvent.change(screen.getByLabelText('Medical report (required)'), {
      target: { files: [new File(['%PDF'], 'r.pdf', { type: 'application/pdf' })] },
    });
    fireEvent.click(await findIonButton('Submit request'));
    expect(await screen.findByText('You already have an open excuse for this course.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/^Reason/).value).toBe('Flu with fever');
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('opens a type with its course chosen from the address, with the fee said before submitting', async () => {
    stubPortal({
      ...portal,
      [FORM]: ok({ OrderTypeId: 6, Purpose: 'recalculation', Fields: [everyKindForm[6]] }),
      [CHECKLIST]: ok([]),
      [PETITION_COURSES]: ok([course({ Grade: 'C+' })]),
    });
    renderPage(<NewRequestPage />, { at: '/new-request?type=6&course=120' });
    const picked = await screen.findByLabelText<HTMLSelectElement>(/^Course/);
    await waitFor(() => {
      expect(picked.value).toBe('120');
    });
    expect(screen.getByText(/This request has a fee of EGP\s150\.00/)).toBeTruthy();
    expect(await findIonButton('Submit and pay the fee')).toBeTruthy();
  });
});
