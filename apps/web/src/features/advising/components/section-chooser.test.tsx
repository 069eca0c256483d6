import type { AdvisingSection, CourseSections } from '@portal/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, renderPage, stubPortal } from '../testing';
import { SectionChooser } from './section-chooser';

afterEach(cleanup);

function section(id: number, fields: Partial<AdvisingSection>): AdvisingSection {
  return {
    SectionId: id,
    CourseId: 301,
    CourseCode: 'CSC 301',
    SectionNo: String(id),
    Kind: 'lecture',
    LectureSectionId: null,
    Instructor: { Title: 'Dr.', NameEn: 'Mona Adel', NameAr: 'منى عادل' },
    Capacity: 40,
    SeatsLeft: 12,
    Registered: false,
    Clash: null,
    SectionSchedule: [
      { MeetingId: id, Day: 1, StartsAt: '10:00', EndsAt: '11:30', Room: 'B12', Mode: 'in_person' },
    ],
    ...fields,
  };
}

const course: CourseSections = {
  CourseId: 301,
  CourseCode: 'CSC 301',
  TitleEn: 'Algorithms',
  TitleAr: 'الخوارزميات',
  Credits: 3,
  HasLab: true,
  TimeZone: 'Africa/Cairo',
  Sections: [
    section(1, { Clash: 'CSC 301 section 1 clashes with MTH 201 section 1 on Monday 10:00–11:30.' }),
    section(2, { SeatsLeft: 0 }),
    section(11, { Kind: 'lab', LectureSectionId: 1, SeatsLeft: 1, SectionSchedule: [] }),
    section(21, { Kind: 'lab', LectureSectionId: 2 }),
  ],
};

describe('section chooser', () => {
  it('shows each section’s meetings, instructor and seats, and asks for a lab of the chosen lecture', async () => {
    stubPortal({ '/api/Advising/GetCourseSections': ok(course) });
    renderPage(<SectionChooser courseId={301} canChange onAdded={() => undefined} />);
    expect(await screen.findByText('Lecture · Section 1')).toBeTruthy();
    expect(screen.getAllByText('Dr. Mona Adel')).toHaveLength(2);
    expect(screen.getAllByText('10:00 AM–11:30 AM')).toHaveLength(2);
    expect(screen.getAllByText('Room B12')).toHaveLength(2);
    expect(screen.getByText('12 seats left')).toBeTruthy();
    expect(screen.getByText('Full')).toBeTruthy();
    expect(
      screen.getByText('CSC 301 section 1 clashes with MTH 201 section 1 on Monday 10:00–11:30.'),
    ).toBeTruthy();
    // In a course with labs a full lecture can be chosen: the lecture and a lab are waited for together.
    expect(screen.getByLabelText<HTMLInputElement>('Lecture · Section 2').disabled).toBe(false);
    expect(screen.getByText('Pick a lecture section first; its labs then appear here.')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('Lecture · Section 1'));
    // Only the labs of lecture 1 are offered.
    expect(screen.getByText('Lab · Section 11')).toBeTruthy();
    expect(screen.queryByText('Lab · Section 21')).toBeNull();
    expect(screen.getByText('1 seat left')).toBeTruthy();
    expect(screen.getByText('Pick a lab or tutorial too.')).toBeTruthy();
  });

  it('offers the waitlist for a full lecture together with the lab chosen, instead of Add', async () => {
    const sent = stubPortal({
      '/api/Advising/GetCourseSections': ok(course),
      '/api/Waitlist/GetStudentWaitlists': ok({
        Now: '2026-11-23T10:00:00.000Z',
        Window: 'advising',
        Windows: [],
        Waitlists: [],
      }),
      '/api/Advising/JoinWaitlist': ok(null),
    });
    renderPage(<SectionChooser courseId={301} canChange onAdded={() => undefined} />);
    fireEvent.click(await screen.findByLabelText('Lecture · Section 2'));
    fireEvent.click(screen.getByLabelText('Lab · Section 21'));
    expect(
      screen.getByText(
        'Lecture section 2 and lab section 21 are waited for together: a freed seat is held for you in both or in neither.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Add to my timetable')).toBeNull();
    fireEvent.click(await screen.findByText('Join the waitlist'));
    await waitFor(() => {
      expect(sent.find((call) => call.path === '/api/Advising/JoinWaitlist')?.body).toEqual({
        SectionId: 2,
        LabSectionId: 21,
      });
    });
  });

  it('lists every rule the server named when it refuses, and says nothing changed', async () => {
    const calls = stubPortal({
      '/api/Advising/GetCourseSections': ok(course),
      '/api/Advising/InsertCourse': {
        envelope: {
          Status: '422',
          Message:
            'CSC 301 needs CSC 201 passed first. CSC 301 section 1 clashes with MTH 201 section 1 on Monday 10:00–11:30.',
          ReturnObject: {
            Refusals: [
              {
                Code: 'prerequisite',
                Message: 'CSC 301 needs CSC 201 passed first.',
                CourseCode: 'CSC 301',
                SectionId: null,
              },
              {
                Code: 'time_conflict',
                Message: 'CSC 301 section 1 clashes with MTH 201 section 1 on Monday 10:00–11:30.',
                CourseCode: 'CSC 301',
                SectionId: 1,
              },
            ],
            Timetable: [],
            Credits: 0,
            CreditLimits: { Min: 12, Max: 18 },
          },
        },
      },
    });
    let added = '';
    renderPage(
      <SectionChooser
        courseId={301}
        canChange
        onAdded={(code) => {
          added = code;
        }}
      />,
    );
    fireEvent.click(await screen.findByLabelText('Lecture · Section 1'));
    fireEvent.click(screen.getByLabelText('Lab · Section 11'));
    fireEvent.click(screen.getByText('Add to my timetable'));
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('.adv-refusal__title')?.textContent).toBe('Nothing was changed:');
    expect([...alert.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'CSC 301 needs CSC 201 passed first.',
      'CSC 301 section 1 clashes with MTH 201 section 1 on Monday 10:00–11:30.',
    ]);
    expect(calls.find((call) => call.path === '/api/Advising/InsertCourse')?.body).toEqual({
      SectionIds: [1, 11],
    });
    expect(added).toBe('');
  });

  it('has nothing to add when the sections chosen are the ones the student holds', async () => {
    const held: CourseSections = {
      ...course,
      Sections: course.Sections.map((entry) =>
        entry.SectionId === 1 || entry.SectionId === 11 ? { ...entry, Registered: true } : entry,
      ),
    };
    stubPortal({ '/api/Advising/GetCourseSections': ok(held) });
    renderPage(<SectionChooser courseId={301} canChange onAdded={() => undefined} />);
    expect(
      await screen.findByText(
        'These are your sections already. To change one, remove the course from your timetable first.',
      ),
    ).toBeTruthy();
    expect(screen.getAllByText('Your section')).toHaveLength(2);
    expect(screen.getByLabelText<HTMLInputElement>('Lecture · Section 1').checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Lab · Section 11').checked).toBe(true);
  });

  it('shows the sections without Add outside the window', async () => {
    stubPortal({ '/api/Advising/GetCourseSections': ok(course) });
    renderPage(<SectionChooser courseId={301} canChange={false} onAdded={() => undefined} />);
    await screen.findByText('Lecture · Section 1');
    expect(screen.queryByText('Add to my timetable')).toBeNull();
  });
});
