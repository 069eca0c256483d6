import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr, installFakeXhr } from '../../lib/fake-xhr-testing';
import { findIonButton, renderPage } from '../../lib/page-render-testing';
import { ok, refusal, stubPortal, type Reply } from '../../lib/portal-stub-testing';
import { ProgramPageBody } from './program-page';
import {
  conference,
  detail,
  exchange,
  partners,
  passport,
  summary,
  terms,
  transcript,
  uploadedTranscript,
} from './test/fixtures';

const PROGRAMS = '/api/International/GetFacultyIntroText';
const APPLICATIONS = '/api/International/GetAppliedPrograms';
const APPLICATION = '/api/International/GetStudentProgram';
const TERMS = '/api/International/GetAppliedSemesters';
const PARTNERS = '/api/International/GetAppliedUniversities';
const DOCUMENTS = '/api/International/GetDocuments';
const SAVE = '/api/International/SaveStudentProgram';
const UPDATE = '/api/International/UpdateStudentProgram';

const lookups = {
  [APPLICATIONS]: ok([]),
  [TERMS]: ok(terms),
  [PARTNERS]: ok(partners),
  [DOCUMENTS]: ok([transcript, passport]),
};

const isDisabled = (button: HTMLElement) =>
  button.getAttribute('disabled') !== null && button.getAttribute('disabled') !== 'false';

beforeEach(() => {
  installFakeXhr();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('program page: the programs', () => {
  it('shows a spinner while the programs load', () => {
    stubPortal({});
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    renderPage(<ProgramPageBody page="opet" />, { at: '/opet' });
    expect(screen.getAllByRole('status', { name: 'Loading…' }).length).toBeGreaterThan(0);
  });

  it('shows each program of the page: title, paragraphs, kind, dates, fee and its flyer', async () => {
    const sent = stubPortal({ ...lookups, [PROGRAMS]: ok([exchange()]) });
    renderPage(<ProgramPageBody page="opet" />, { at: '/opet' });
    const card = await screen.findByRole('article', { name: 'OPET Summer School' });
    expect(within(card).getByText('Three weeks of projects with industry.')).toBeTruthy();
    expect(within(card).getByText('Teams from several countries.')).toBeTruthy();
    expect(card.textContent).toContain('Semester exchange');
    expect(card.textContent).toMatch(/EGP\s12,500\.00/);
    expect(card.textContent).toContain('Nov 1, 2026');
    expect(card.textContent).toContain('Dec 20, 2026');
    expect(card.textContent).toContain('Up to 3');
    const flyer = await findIonButton('Read the flyer');
    expect(flyer.getAttribute('router-link') ?? flyer.getAttribute('href')).toContain(
      'international-flyer?page=opet&program=7',
    );
    expect(await findIonButton('Apply')).toBeTruthy();
    expect(sent.find((call) => call.path === PROGRAMS)?.query).toBe('?PageName=opet');
  });

  it('says why the student cannot apply, in the server’s words, and offers no Apply', async () => {
    stubPortal({
      ...lookups,
      [PROGRAMS]: ok([
        exchange({
          Eligible: false,
          NotEligibleReason: 'A cumulative GPA of 3.00 is required; yours is 2.71.',
        }),
      ]),
    });
    renderPage(<ProgramPageBody page="opet" />, { at: '/opet' });
    const note = await screen.findByRole('note');
    expect(note.textContent).toContain('You cannot apply to this program');
    expect(note.textContent).toContain('A cumulative GPA of 3.00 is required; yours is 2.71.');
    expect([...document.querySelectorAll('ion-button')].map((button) => button.textContent)).not.toContain(
      'Apply',
    );
  });

  it('says what to do when the page has no programs and the student no applications', async () => {
    stubPortal({ ...lookups, [PROGRAMS]: ok([]) });
    renderPage(<ProgramPageBody page="gmu-clinical" />, { at: '/gmu-clinical' });
    expect(await screen.findByText('No programs are open on this page')).toBeTruthy();
    expect(screen.getByText('You have not applied to a program on this page')).toBeTruthy();
    expect(screen.getByText('Choose a program above and tap Apply.')).toBeTruthy();
  });

  it('explains a failed load and reads again on Retry', async () => {
    let calls = 0;
    stubPortal({
      ...lookups,
      [PROGRAMS]: (): Reply => {
        calls += 1;
        return calls === 1 ? { status: 500, envelope: {} } : ok([exchange()]);
      },
    });
    renderPage(<ProgramPageBody page="opet" />, { at: '/opet' });
    expect(await screen.findByText('The programs could not be loaded')).toBeTruthy();
    fireEvent.click(await findIonButton('Try again'));
    expect(await screen.findByRole('article', { name: 'OPET Summer School' })).toBeTruthy();
  });
});

describe('program page: applying', () => {
  it('ranks partners with buttons, saves one draft on a double tap, uploads with progress, then submits', async () => {
    const draft = detail({ Choices: [], Documents: [] });
    const uploaded = detail({ Documents: [uploadedTranscript], Version: 2 });
    let uploadedYet = false;
    const sent = stubPortal({
      ...lookups,
      [PROGRAMS]: ok([exchange()]),
      [SAVE]: ok(draft),
      [APPLICATION]: () => ok(uploadedYet ? uploaded : draft),
      [UPDATE]: ok(
        detail({ ...uploaded, State: 'submitted', Version: 3, NextStep: null, StudentActions: ['withdraw'] }),
      ),
    });
    renderPage(<ProgramPageBody page="opet" />, { at: '/opet' });
    fireEvent.click(await findIonButton('Apply'));
    const term = await screen.findByLabelText('Term');
    fireEvent.change(term, { target: { value: '61' } });
    fireEvent.click(await screen.findByLabelText('Add Karlsruhe Institute of Technology to your ranking'));
    fireEvent.click(screen.getByLabelText('Add Politecnico di Milano to your ranking'));
    fireEvent.click(screen.getByLabelText('Add Lund University to your ranking'));
    await waitFor(() => {
      expect(isDisabled(screen.getByLabelText('Add Universidad de Granada to your ranking'))).toBe(true);
    });
    expect(
      screen.getByText('You have chosen the most universities allowed (3). Remove one to add another.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Move Politecnico di Milano up'));
    fireEvent.click(screen.getByLabelText('Remove Lund University'));
    const ranked = within(screen.getByRole('list', { name: 'Your ranking' })).getAllByRole('listitem');
    expect(ranked.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Choice 1Politecnico di Milano'),
      expect.stringContaining('Choice 2Karlsruhe Institute of Technology'),
    ]);
    const save = await findIonButton('Save draft');
    fireEvent.click(save);
    fireEvent.click(save);
    expect(
      await screen.findByText('Next: upload every required document, then submit your application.'),
    ).toBeTruthy();
    const saves = sent.filter((call) => call.path === SAVE);
    expect(saves).toHaveLength(1);
    expect(saves[0]?.body).toMatchObject({ ProgramId: 7, TermId: 61, PartnerIds: [2, 1] });
    expect(JSON.stringify(saves[0]?.body)).toMatch(/"IdempotencyKey":"[0-9a-f-]{36}"/);
    expect(await screen.findByText('Upload the one required document still missing first.')).toBeTruthy();
    expect(isDisabled(await findIonButton('Submit application'))).toBe(true);

    const file = new File(['%PDF-1.7'], 'transcript.pdf', { type: 'application/pdf' });
    fireEvent.change(await screen.findByLabelText('Transcript (required)'), { target: { files: [file] } });
    await waitFor(() => {
      expect(FakeXhr.sent).toHaveLength(1);
    });
    const upload = FakeXhr.sent[0];
    if (!upload) throw new Error('no upload');
    expect(upload.url).toContain('/api/International/UploadFiles_New');
    expect(upload.body?.get('ApplicationId')).toBe('31');
    expect(upload.body?.get('RequirementCode')).toBe('transcript');
    upload.progress(50, 200);
    await waitFor(() => {
      expect(screen.getByLabelText('Upload progress').getAttribute('value')).toBe('25');
    });
    uploadedYet = true;
    upload.answer({ Status: '200', ReturnObject: [uploadedTranscript] });
    expect(await screen.findByText('transcript.pdf')).toBeTruthy();
    const submit = await findIonButton('Submit application');
    await waitFor(() => {
      expect(isDisabled(submit)).toBe(false);
    });
    fireEvent.click(submit);
    expect(await screen.findByText('The international office is reviewing your application.')).toBeTruthy();
    expect(sent.find((call) => call.path === UPDATE)?.body).toEqual({
      ApplicationId: 31,
      Action: 'submit',
      Version: 2,
    });
  });

  it('takes the only host of an open conference as the choice, without ranking', async () => {
    const sent = stubPortal({
      ...lookups,
      [PROGRAMS]: ok([conference()]),
      [TERMS]: ok([terms[0]]),
      [PARTNERS]: ok([partners[1]]),
      [SAVE]: ok(detail({ PageName: 'curious', Mode: 'conference', Selection: 'open' })),
    });
    renderPage(<ProgramPageBody page="curious" />, { at: '/curious' });
    fireEvent.click(await findIonButton('Apply'));
    expect(await screen.findByText('Host: Politecnico di Milano, Italy')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Your ranking' })).toBeNull();
    fireEvent.click(await findIonButton('Save draft'));
    await waitFor(() => {
      expect(sent.find((call) => call.path === SAVE)?.body).toMatchObject({
        ProgramId: 9,
        TermId: 61,
        PartnerIds: [2],
      });
    });
  });

  it('shows the server’s refusal and keeps the choices', async () => {
    stubPortal({
      ...lookups,
      [PROGRAMS]: ok([exchange()]),
      [SAVE]: refusal('409', 'Applications to this program closed on 20 December.'),
    });
    renderPage(<ProgramPageBody page="opet" />, { at: '/opet' });
    fireEvent.click(await findIonButton('Apply'));
    fireEvent.change(await screen.findByLabelText('Term'), { target: { value: '62' } });
    fireEvent.click(await screen.findByLabelText('Add Lund University to your ranking'));
    fireEvent.click(await findIonButton('Save draft'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Applications to this program closed on 20 December.',
    );
    expect(screen.getByRole('list', { name: 'Your ranking' }).textContent).toContain('Lund University');
  });

  it('asks for a term and a university before saving, and sends nothing', async () => {
    const sent = stubPortal({ ...lookups, [PROGRAMS]: ok([exchange()]) });
    renderPage(<ProgramPageBody page="opet" />, { at: '/opet' });
    fireEvent.click(await findIonButton('Apply'));
    await screen.findByLabelText('Term');
    fireEvent.click(await findIonButton('Save draft'));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose a term.');
    expect(sent.some((call) => call.path === SAVE)).toBe(false);
  });
});

describe('program page: the student’s application', () => {
  const offered = detail({
    State: 'allocated',
    NextStep: 'answer-offer',
    RankPlace: 4,
    RankedOf: 57,
    AllocatedPartner: {
      Rank: 1,
      PartnerId: 2,
      NameEn: 'Politecnico di Milano',
      NameAr: 'جامعة 2',
      CountryEn: 'Italy',
      CountryAr: 'دولة 2',
    },
    OfferExpiresAt: '2026-12-05T23:59:00+02:00',
    SubmittedAt: '2026-11-21T09:00:00+02:00',
    Documents: [{ ...uploadedTranscript, State: 'accepted' }],
    StudentActions: ['accept-offer', 'decline-offer', 'withdraw'],
    Version: 6,
  });

  it('lists the page’s applications with their state and next step, and opens one', async () => {
    stubPortal({
      ...lookups,
      [PROGRAMS]: ok([exchange({ ApplicationId: 31 })]),
      [APPLICATIONS]: ok([
        summary({ State: 'allocated', NextStep: 'answer-offer' }),
        summary({ ApplicationId: 40, PageName: 'duphat' }),
      ]),
      [APPLICATION]: ok(offered),
    });
    renderPage(<ProgramPageBody page="opet" />, { at: '/opet' });
    const open = await screen.findByRole('button', { name: 'Open the application to OPET Summer School' });
    expect(open.textContent).toContain('Seat offered');
    expect(screen.queryAllByRole('button', { name: /^Open the application/ })).toHaveLength(1);
    fireEvent.click(open);
    expect(await screen.findByText('4 of 57')).toBeTruthy();
    expect(screen.getByText('Politecnico di Milano, Italy (your choice 1)')).toBeTruthy();
    expect(screen.getByText(/^Dec 5, 2026, 11:59\sPM/)).toBeTruthy();
  });

  it('accepts an offer with the version it shows', async () => {
    const sent = stubPortal({
      ...lookups,
      [PROGRAMS]: ok([]),
      [APPLICATION]: ok(offered),
      [UPDATE]: ok({
        ...offered,
        State: 'offer-accepted',
        NextStep: 'pay',
        StudentActions: ['withdraw'],
        Version: 7,
      }),
    });
    renderPage(<ProgramPageBody page="opet" />, { at: '/opet?application=31' });
    fireEvent.click(await findIonButton('Accept the offer'));
    expect(await screen.findByText('Offer accepted')).toBeTruthy();
    expect(sent.find((call) => call.path === UPDATE)?.body).toEqual({
      ApplicationId: 31,
      Action: 'accept-offer',
      Version: 6,
    });
    // No installment page for this page's programs: the fee is paid right here (program-fee.test.tsx).
    expect(await screen.findByRole('heading', { name: "The program's fee" })).toBeTruthy();
    expect([...document.querySelectorAll('ion-button')].map((button) => button.textContent)).not.toContain(
      'Pay the fee',
    );
  });

  it('asks before declining, sends nothing when the student keeps the offer, and declines when confirmed', async () => {
    const sent = stubPortal({
      ...lookups,
      [PROGRAMS]: ok([]),
      [APPLICATION]: ok(offered),
      [UPDATE]: ok({ ...offered, State: 'offer-declined', NextStep: null, StudentActions: [], Version: 7 }),
    });
    renderPage(<ProgramPageBody page="opet" />, { at: '/opet?application=31' });
    fireEvent.click(await findIonButton('Decline the offer'));
    expect(screen.getByRole('alertdialog', { name: 'Decline the offer' }).textContent).toContain(
      'It passes to the next student',
    );
    fireEvent.click(await findIonButton('Keep the offer'));
    expect(sent.some((call) => call.path === UPDATE)).toBe(false);
    fireEvent.click(await findIonButton('Decline the offer'));
    fireEvent.click(await findIonButton('Yes, decline'));
    expect(
      await screen.findByText('You declined the offer; the seat passed to another student.'),
    ).toBeTruthy();
    expect(sent.find((call) => call.path === UPDATE)?.body).toEqual({
      ApplicationId: 31,
      Action: 'decline-offer',
      Version: 6,
    });
  });

  it('shows the server’s refusal of a move, such as an expired offer', async () => {
    stubPortal({
      ...lookups,
      [PROGRAMS]: ok([]),
      [APPLICATION]: ok(offered),
      [UPDATE]: refusal('409', 'This offer expired on 5 December; the seat has passed on.'),
    });
    renderPage(<ProgramPageBody page="opet" />, { at: '/opet?application=31' });
    fireEvent.click(await findIonButton('Accept the offer'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This offer expired on 5 December; the seat has passed on.',
    );
  });

  it('shows the office’s note on a returned application and asks for the rejected document again', async () => {
    const returned = detail({
      State: 'returned',
      NextStep: 'correct-and-resubmit',
      OfficeNote: 'Your transcript is not stamped. Upload the stamped copy.',
      Documents: [{ ...uploadedTranscript, State: 'rejected', ReviewNote: 'No stamp.' }],
      Log: [
        {
          At: '2026-11-21T08:00:00+02:00',
          Action: 'document-uploaded',
          FromState: null,
          ToState: null,
          By: 'student',
          Comment: 'transcript.pdf',
        },
        {
          At: '2026-11-22T10:00:00+02:00',
          Action: 'document-rejected',
          FromState: null,
          ToState: null,
          By: 'office',
          Comment: 'transcript.pdf',
        },
        {
          At: '2026-11-21T09:00:00+02:00',
          Action: 'submit',
          FromState: 'draft',
          ToState: 'submitted',
          By: 'student',
          Comment: null,
        },
        {
          At: '2026-11-22T09:00:00+02:00',
          Action: 'return',
          FromState: 'submitted',
          ToState: 'returned',
          By: 'office',
          Comment: 'Stamp missing',
        },
      ],
    });
    stubPortal({ ...lookups, [PROGRAMS]: ok([]), [APPLICATION]: ok(returned) });
    renderPage(<ProgramPageBody page="opet" />, { at: '/opet?application=31' });
    const note = await screen.findByRole('region', { name: 'Note from the international office' });
    expect(note.textContent).toContain('Your transcript is not stamped. Upload the stamped copy.');
    expect(screen.getByText('No stamp.')).toBeTruthy();
    expect(screen.getByText('Needs a new file')).toBeTruthy();
    expect(
      screen.getByText('Upload a new file for each document the office asks you to replace.'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Transcript (required)')).toBeTruthy();
    expect(isDisabled(await findIonButton('Submit again'))).toBe(true);
    const log = screen.getByRole('region', { name: 'History' });
    expect(log.textContent).toContain('Returned for correction');
    expect(log.textContent).toContain('Document uploaded');
    expect(log.textContent).toContain('Document rejected by the office');
    expect(log.textContent).toContain('International office');
    expect(log.textContent).toContain('Stamp missing');
  });

  it('asks before withdrawing', async () => {
    const sent = stubPortal({
      ...lookups,
      [PROGRAMS]: ok([]),
      [APPLICATION]: ok(detail()),
      [UPDATE]: ok(detail({ State: 'withdrawn', NextStep: null, StudentActions: [] })),
    });
    renderPage(<ProgramPageBody page="opet" />, { at: '/opet?application=31' });
    fireEvent.click(await findIonButton('Withdraw application'));
    expect(sent.some((call) => call.path === UPDATE)).toBe(false);
    fireEvent.click(await findIonButton('Yes, withdraw'));
    expect(await screen.findByText('You withdrew this application.')).toBeTruthy();
    expect(sent.find((call) => call.path === UPDATE)?.body).toMatchObject({ Action: 'withdraw', Version: 1 });
  });

  it('links an accepted conference application to its installment page to pay', async () => {
    stubPortal({
      ...lookups,
      [PROGRAMS]: ok([]),
      [APPLICATION]: ok(
        detail({
          PageName: 'curious',
          Mode: 'conference',
          State: 'offer-accepted',
          NextStep: 'pay',
          StudentActions: ['withdraw'],
        }),
      ),
    });
    renderPage(<ProgramPageBody page="curious" />, { at: '/curious?application=31' });
    const pay = await findIonButton('Pay the fee');
    expect(pay.getAttribute('router-link') ?? pay.getAttribute('href')).toContain('curious-install');
    expect(screen.getByText("Next: pay the program's fee.")).toBeTruthy();
  });
});

describe('program page in Arabic', () => {
  it('shows the programs, the server’s reason and the states in Arabic', async () => {
    stubPortal({
      ...lookups,
      [PROGRAMS]: ok([exchange({ Eligible: false, NotEligibleReason: 'يشترط معدل تراكمي ٣٫٠٠ على الأقل.' })]),
      [APPLICATIONS]: ok([summary({ State: 'waitlisted', NextStep: null })]),
    });
    renderPage(<ProgramPageBody page="opet" />, { at: '/opet', language: 'ar' });
    const card = await screen.findByRole('article', { name: 'مدرسة أوبت الصيفية' });
    expect(card.textContent).toContain('ثلاثة أسابيع من المشروعات مع الصناعة.');
    expect(card.textContent).toContain('تبادل لفصل دراسي');
    expect(card.textContent).toMatch(/12,500\.00\sج\.م\./);
    expect(screen.getByRole('note').textContent).toContain('يشترط معدل تراكمي ٣٫٠٠ على الأقل.');
    expect(await screen.findByText('على قائمة الانتظار')).toBeTruthy();
    expect(screen.getByText('أنت على قائمة الانتظار: قد يخلو مقعد في جولة لاحقة.')).toBeTruthy();
  });

  it('shows an application’s offer and its buttons in Arabic', async () => {
    stubPortal({
      ...lookups,
      [PROGRAMS]: ok([]),
      [APPLICATION]: ok(
        detail({
          State: 'allocated',
          NextStep: 'answer-offer',
          StudentActions: ['accept-offer', 'decline-offer'],
          OfferExpiresAt: '2026-12-05T23:59:00+02:00',
        }),
      ),
    });
    renderPage(<ProgramPageBody page="opet" />, { at: '/opet?application=31', language: 'ar' });
    expect(await findIonButton('اقبل العرض')).toBeTruthy();
    expect(await findIonButton('ارفض العرض')).toBeTruthy();
    expect(screen.getByText('أجب عن العرض قبل')).toBeTruthy();
  });
});
