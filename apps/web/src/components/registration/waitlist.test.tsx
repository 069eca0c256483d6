import type { StudentWaitlist, StudentWaitlists } from '@portal/contract';
import { waitlist, type CallEntry } from '@portal/contract/calls';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { seedConfiguration } from '../../lib/app-configuration-testing';
import { createI18n } from '../../lib/i18n';
import { forgetAnsweredOffers } from './answered-offers';
import { PairWaitlist } from './pair-waitlist';
import { WaitlistJoin } from './waitlist-join';
import { WaitlistOffer } from './waitlist-offer';

type Sent = (entry: CallEntry, options?: { body?: unknown }) => Promise<unknown>;
const sent = vi.hoisted(() => ({ get: vi.fn<Sent>(), post: vi.fn<Sent>() }));
vi.mock('../../lib/api', () => ({
  api: {
    call: (entry: CallEntry, options?: { body?: unknown }) =>
      entry.method === 'GET' ? sent.get(entry, options) : sent.post(entry, options),
  },
}));

const NOW = '2026-11-23T10:00:00.000Z';

const place = (fields: Partial<StudentWaitlist> = {}): StudentWaitlist => ({
  SectionId: 41,
  CourseCode: 'CSC 301',
  CourseTitleEn: 'Operating Systems',
  CourseTitleAr: 'نظم التشغيل',
  SectionNo: '2',
  Credits: 3,
  JoinedAt: '2026-11-20T08:00:00.000Z',
  Position: 3,
  LineLength: 7,
  Lab: null,
  Replaces: null,
  Offer: null,
  ...fields,
});

const offered = place({
  Position: 1,
  Offer: {
    OfferedAt: '2026-11-23T08:00:00.000Z',
    ExpiresAt: '2026-11-24T08:30:00.000Z',
    AnswerFrom: NOW,
  },
});

function answer(waitlists: StudentWaitlist[]): StudentWaitlists {
  return { Now: NOW, Window: 'add_drop', Windows: [], Waitlists: waitlists };
}

function renderWith(language: 'en' | 'ar', children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  seedConfiguration(client);
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={createI18n(language)}>{children}</I18nextProvider>
    </QueryClientProvider>,
  );
}

/** An Ionic button by its text (happy-dom gives ion-button no button role). */
async function findButton(text: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = [...document.querySelectorAll<HTMLElement>('ion-button')].find(
      (button) => button.textContent === text,
    );
    expect(found).toBeDefined();
  });
  if (!found) throw new Error(`no button ${text}`);
  return found;
}

beforeEach(() => {
  sent.get.mockReset();
  sent.post.mockReset();
  vi.useFakeTimers({ now: Date.parse(NOW), shouldAdvanceTime: true });
});
afterEach(() => {
  cleanup();
  forgetAnsweredOffers();
  vi.useRealTimers();
});

describe('WaitlistJoin', () => {
  it('offers "Full" and a join button, joins through the open window and shows the place', async () => {
    sent.get.mockResolvedValueOnce(answer([])).mockResolvedValue(answer([place()]));
    sent.post.mockResolvedValue(place());
    renderWith('en', <WaitlistJoin sectionId={41} />);
    expect(screen.getByText('Full')).toBeTruthy();
    fireEvent.click(await findButton('Join the waitlist'));
    await waitFor(() => {
      expect(sent.post).toHaveBeenCalledWith(waitlist.joinAddDropWaitlist, { body: { SectionId: 41 } });
    });
    expect(await screen.findByText('Number 3 of 7 in line')).toBeTruthy();
    expect(await findButton('Leave the waitlist')).toBeTruthy();
  });

  it("joins through the window the server names as the student's, shows its refusal in its words", async () => {
    // Add/drop is open but the student's add/drop time has not come: their window is advising.
    sent.get.mockResolvedValue({ ...answer([]), Window: 'advising' });
    sent.post.mockRejectedValue(
      new ApiError({
        kind: 'refusal',
        httpStatus: 200,
        status: '409',
        serverMessage: 'CSC 301 section 2 has 3 seats left: add it instead of joining its waitlist.',
      }),
    );
    renderWith('en', <WaitlistJoin sectionId={41} />);
    fireEvent.click(await findButton('Join the waitlist'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'CSC 301 section 2 has 3 seats left: add it instead of joining its waitlist.',
    );
    expect(sent.post).toHaveBeenCalledWith(waitlist.joinAdvisingWaitlist, { body: { SectionId: 41 } });
    expect(await findButton('Join the waitlist')).toBeTruthy();
  });

  it('joins a full lecture with its chosen lab as one request, and shows the place with the lab', async () => {
    const lecture = { SectionId: 41, SectionNo: '2', SeatsLeft: 0, Registered: false };
    const lab = { SectionId: 43, SectionNo: '5', SeatsLeft: 4, Registered: false };
    const waiting = place({ Lab: { SectionId: 43, SectionNo: '5' } });
    sent.get.mockResolvedValueOnce(answer([])).mockResolvedValue(answer([waiting]));
    sent.post.mockResolvedValue(waiting);
    renderWith('en', <PairWaitlist lecture={lecture} lab={lab} currentLab={undefined} />);
    expect(
      screen.getByText(
        'Lecture section 2 and lab section 5 are waited for together: a freed seat is held for you in both or in neither.',
      ),
    ).toBeTruthy();
    fireEvent.click(await findButton('Join the waitlist'));
    await waitFor(() => {
      expect(sent.post).toHaveBeenCalledWith(waitlist.joinAddDropWaitlist, {
        body: { SectionId: 41, LabSectionId: 43 },
      });
    });
    expect(await screen.findByText('Number 3 of 7 in line, with lab section 5')).toBeTruthy();
  });

  it('waits for a full lab alone when the student holds its lecture, saying which lab it replaces', async () => {
    const lecture = { SectionId: 41, SectionNo: '2', SeatsLeft: 0, Registered: true };
    const lab = { SectionId: 44, SectionNo: '6', SeatsLeft: 0, Registered: false };
    const current = { SectionId: 43, SectionNo: '5', SeatsLeft: 0, Registered: true };
    sent.get.mockResolvedValue(answer([]));
    sent.post.mockResolvedValue(place({ SectionId: 44 }));
    renderWith('en', <PairWaitlist lecture={lecture} lab={lab} currentLab={current} />);
    expect(
      screen.getByText('Waiting for lab section 6: accepting a seat in it gives up your lab section 5.'),
    ).toBeTruthy();
    fireEvent.click(await findButton('Join the waitlist'));
    await waitFor(() => {
      expect(sent.post).toHaveBeenCalledWith(waitlist.joinAddDropWaitlist, { body: { SectionId: 44 } });
    });
  });

  it('offers no waitlist for a pair that has seats in both', () => {
    const lecture = { SectionId: 41, SectionNo: '2', SeatsLeft: 3, Registered: false };
    const lab = { SectionId: 43, SectionNo: '5', SeatsLeft: 4, Registered: false };
    sent.get.mockResolvedValue(answer([]));
    renderWith('en', <PairWaitlist lecture={lecture} lab={lab} currentLab={undefined} />);
    expect(screen.queryByText('Join the waitlist')).toBeNull();
  });

  it('says when no window takes waitlists, with no button', async () => {
    sent.get.mockResolvedValue({ ...answer([]), Window: null });
    renderWith('en', <WaitlistJoin sectionId={41} />);
    expect(await screen.findByText('Waitlists open with the advising and add/drop windows.')).toBeTruthy();
    expect(document.querySelector('ion-button')).toBeNull();
  });
});

describe('WaitlistOffer', () => {
  it('outside the student’s windows says from when they can answer, with no buttons', () => {
    const later = {
      ...offered,
      Offer: offered.Offer && { ...offered.Offer, AnswerFrom: '2026-11-23T14:00:00.000Z' },
    };
    renderWith('en', <WaitlistOffer place={later} window={null} serverNow={NOW} />);
    expect(screen.getByRole('note').textContent).toMatch(
      /^You can accept or decline it from .*2026.*, when your registration time comes\.$/,
    );
    expect(document.querySelector('ion-button')).toBeNull();
  });

  it('counts down to the end of the hold in the server’s time and accepts', async () => {
    sent.post.mockResolvedValue({ SectionId: 41, CourseCode: 'CSC 301', SectionNo: '2' });
    renderWith('en', <WaitlistOffer place={offered} window="add_drop" serverNow={NOW} />);
    expect(screen.getByRole('heading', { name: 'CSC 301 section 2' })).toBeTruthy();
    expect(screen.getByText('Operating Systems · 3 credits')).toBeTruthy();
    // 22 h 30 min left at the server's clock.
    const timer = screen.getByRole('timer');
    expect(timer.textContent).toMatch(/^00days22hours30minutes00seconds$/i);
    await act(() => vi.advanceTimersByTimeAsync(61_000));
    expect(screen.getByRole('timer').textContent).toMatch(/^00days22hours28minutes59seconds$/i);

    fireEvent.click(await findButton('Accept the seat'));
    expect(
      await screen.findByText('The seat is yours: CSC 301 section 2 is on your timetable.'),
    ).toBeTruthy();
    expect(sent.post).toHaveBeenCalledWith(waitlist.acceptAddDropWaitlistOffer, {
      body: { SectionId: 41 },
    });
  });

  it('shows a refused accept as the server words it and keeps the offer open', async () => {
    const refusal =
      'CSC 301 section 2 clashes with MTH 201 section 1 on Monday 10:00–11:30. The seat in CSC 301 section 2 stays held for you until 2026-11-24 10:30 (Cairo time): change your timetable and accept again, or decline so the next student gets it.';
    sent.post.mockRejectedValue(
      new ApiError({ kind: 'refusal', httpStatus: 200, status: '409', serverMessage: refusal }),
    );
    renderWith('en', <WaitlistOffer place={offered} window="add_drop" serverNow={NOW} />);
    fireEvent.click(await findButton('Accept the seat'));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(await findButton('Accept the seat')).toBeTruthy();
    expect(screen.getByRole('timer')).toBeTruthy();
  });

  it('asks before declining, then declines', async () => {
    sent.post.mockResolvedValue({ SectionId: 41 });
    renderWith('en', <WaitlistOffer place={offered} window="add_drop" serverNow={NOW} />);
    fireEvent.click(await findButton('Decline'));
    expect(sent.post).not.toHaveBeenCalled();
    fireEvent.click(await findButton('Yes, decline'));
    expect(
      await screen.findByText('You declined the seat; it goes to the next student in line.'),
    ).toBeTruthy();
    expect(sent.post).toHaveBeenCalledWith(waitlist.declineAddDropWaitlistOffer, {
      body: { SectionId: 41 },
    });
  });

  it('reads in Arabic, with the Arabic course title', async () => {
    renderWith('ar', <WaitlistOffer place={offered} window="add_drop" serverNow={NOW} />);
    expect(screen.getByRole('heading', { name: 'CSC 301 شعبة 2' })).toBeTruthy();
    expect(screen.getByText('نظم التشغيل · 3 ساعات معتمدة')).toBeTruthy();
    expect(await findButton('اقبل المقعد')).toBeTruthy();
  });

  it('says so once the hold has run out, with no buttons', () => {
    renderWith(
      'en',
      <WaitlistOffer place={offered} window="add_drop" serverNow="2026-11-24T09:00:00.000Z" />,
    );
    expect(
      screen.getByText('This offer has lapsed; the seat went to the next student in line.'),
    ).toBeTruthy();
    expect(document.querySelector('ion-button')).toBeNull();
  });
});
