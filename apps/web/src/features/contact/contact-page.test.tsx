import { focusManager } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { StudentContactCard, UniversityOffices } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../lib/page-render-testing';
import { ok, refusal, stubPortal } from '../../lib/portal-stub-testing';
import ContactPage from './contact-page';

const CARD = '/api/Contact/GetStudentContactCard';
const OFFICES = '/api/Contact/GetUniversityOffices';
const UPDATE = '/api/Contact/UpdateStudentContact';
const CONFIRM = '/api/Contact/ConfirmPersonalEmail';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function card(overrides: Partial<StudentContactCard> = {}): StudentContactCard {
  return {
    Registrar: {
      StudentCode: '2023-10457',
      NameEn: 'Ahmed Kamal',
      NameAr: 'أحمد كمال',
      NationalId: '30405061201234',
      PassportNumber: null,
      BirthDate: '2004-05-06',
      Nationality: 'EG',
      UniversityEmail: 'ahmed.kamal@ndu.edu.eg',
      ProgramEn: 'Computer Science',
      ProgramAr: 'علوم الحاسب',
      FacultyEn: 'Engineering',
      FacultyAr: 'الهندسة',
    },
    Phone: '+20 100 123 4567',
    Address: '12 Corniche Street, Mansoura',
    EmergencyContactName: 'Mona Adel',
    EmergencyContactPhone: '+20 100 555 0202',
    EmergencyContactRelation: 'Mother',
    UpdatedAt: '2026-09-20T08:00:00Z',
    PersonalEmail: null,
    PersonalEmailConfirmedAt: null,
    PendingPersonalEmail: null,
    ...overrides,
  };
}

const offices: UniversityOffices = {
  Offices: [
    {
      Key: 'it-help-desk',
      NameEn: 'IT Help Desk',
      NameAr: 'مكتب الدعم الفني',
      HoursEn: 'Sunday to Thursday, 8:30 to 17:00',
      HoursAr: 'من الأحد إلى الخميس، من 8:30 إلى 17:00',
      Phones: ['+20 50 224 7300'],
      Emails: ['helpdesk@university.edu.eg'],
      BuildingEn: 'Central Library, room B12',
      BuildingAr: 'المكتبة المركزية، غرفة B12',
      MapUrl: 'https://www.openstreetmap.org/?mlat=31.0415&mlon=31.3518',
    },
  ],
};

const phoneInput = () => screen.getByLabelText<HTMLInputElement>('Mobile phone');

describe('Contact page', () => {
  it("shows the registrar's record read-only with where to ask, and the offices with a map link", async () => {
    stubPortal({ [CARD]: ok(card()), [OFFICES]: ok(offices) });
    renderPage(<ContactPage />, { at: '/contact' });
    expect(await screen.findByText('30405061201234')).toBeTruthy();
    expect(screen.getByText(/Only the registrar can change these/)).toBeTruthy();
    expect(screen.queryByDisplayValue('Ahmed Kamal')).toBeNull();
    const map = await screen.findByRole('link', { name: 'Show IT Help Desk on the map' });
    expect(map.getAttribute('href')).toBe(offices.Offices[0]?.MapUrl);
    expect(screen.getByRole('link', { name: '+20 50 224 7300' }).getAttribute('href')).toBe(
      'tel:+20502247300',
    );
  });

  it('saves a changed phone number, sending only the fields the student keeps', async () => {
    const sent = stubPortal({
      [CARD]: ok(card()),
      [OFFICES]: ok(offices),
      [UPDATE]: ok(card({ Phone: '+20 111 222 3333', UpdatedAt: '2026-10-01T08:00:00Z' })),
    });
    renderPage(<ContactPage />, { at: '/contact' });
    await waitFor(() => {
      expect(phoneInput().value).toBe('+20 100 123 4567');
    });
    fireEvent.change(phoneInput(), { target: { value: '+20 111 222 3333' } });
    fireEvent.submit(phoneInput().form ?? document.body);
    expect(await screen.findByText('Saved. Your contact details are up to date.')).toBeTruthy();
    expect(sent.find((call) => call.path === UPDATE)?.body).toEqual({
      Phone: '+20 111 222 3333',
      Address: '12 Corniche Street, Mansoura',
      EmergencyContactName: 'Mona Adel',
      EmergencyContactPhone: '+20 100 555 0202',
      EmergencyContactRelation: 'Mother',
    });
  });

  it("takes the server's newer answer over the copy it drew first, but never over what the student typed", async () => {
    stubPortal({ [CARD]: ok(card({ Phone: '+20 100 000 0001' })), [OFFICES]: ok(offices) });
    renderPage(<ContactPage />, { at: '/contact' });
    await waitFor(() => {
      expect(phoneInput().value).toBe('+20 100 000 0001');
    });
    const refetch = (phone: string, UpdatedAt = '2026-09-20T08:00:00Z') => {
      const sent = stubPortal({ [CARD]: ok(card({ Phone: phone, UpdatedAt })), [OFFICES]: ok(offices) });
      act(() => {
        focusManager.setFocused(false);
        focusManager.setFocused(true);
      });
      return sent;
    };
    refetch('+20 100 000 0002');
    await waitFor(() => {
      expect(phoneInput().value).toBe('+20 100 000 0002');
    });
    fireEvent.change(phoneInput(), { target: { value: '+20 100 000 0009' } });
    const savedLine = screen.getByText(/^Last saved/).textContent;
    refetch('+20 100 000 0003', '2026-10-05T08:00:00Z');
    // The newer answer is drawn (its save time shows) and the typed number stays.
    await waitFor(() => {
      expect(screen.getByText(/^Last saved/).textContent).not.toBe(savedLine);
    });
    expect(phoneInput().value).toBe('+20 100 000 0009');
  });

  it('marks a malformed phone number and sends nothing', async () => {
    const sent = stubPortal({ [CARD]: ok(card()), [OFFICES]: ok(offices) });
    renderPage(<ContactPage />, { at: '/contact' });
    await waitFor(() => {
      expect(phoneInput().value).not.toBe('');
    });
    fireEvent.change(phoneInput(), { target: { value: '12ab' } });
    fireEvent.submit(phoneInput().form ?? document.body);
    expect(await screen.findByText(/Enter a phone number of 8 to 15 digits/)).toBeTruthy();
    expect(phoneInput().getAttribute('aria-invalid')).toBe('true');
    expect(sent.map((call) => call.path)).not.toContain(UPDATE);
  });

  it('opened from the emailed link, confirms once and says in Arabic why a used link is refused', async () => {
    const sent = stubPortal({
      [CARD]: ok(card()),
      [OFFICES]: ok(offices),
      [CONFIRM]: refusal('409', 'استُخدم رابط التأكيد هذا من قبل.'),
    });
    renderPage(<ContactPage />, { at: '/contact?confirm=abcdefghijklmnopqrstuvwxyz012345', language: 'ar' });
    expect(await screen.findByText('استُخدم رابط التأكيد هذا من قبل.')).toBeTruthy();
    expect(screen.getByText('لم يُؤكَّد بريدك الشخصي')).toBeTruthy();
    const confirms = sent.filter((call) => call.path === CONFIRM);
    expect(confirms).toHaveLength(1);
    expect(confirms[0]?.body).toEqual({ Token: 'abcdefghijklmnopqrstuvwxyz012345' });
    expect(await screen.findByText('مكتب الدعم الفني')).toBeTruthy();
  });

  it('shows a pending personal email with its deadline', async () => {
    stubPortal({
      [CARD]: ok(
        card({
          PendingPersonalEmail: {
            Email: 'ahmed@example.org',
            SentAt: '2026-10-01T08:00:00Z',
            ExpiresAt: '2026-10-02T08:00:00Z',
          },
        }),
      ),
      [OFFICES]: ok(offices),
    });
    renderPage(<ContactPage />, { at: '/contact' });
    expect((await screen.findByTestId('pending-email')).textContent).toContain('ahmed@example.org');
    expect(screen.getByText('No personal email confirmed yet.')).toBeTruthy();
  });
});
