import type {
  AdvisingChange,
  AdvisingSection,
  ModuleStudentData,
  SelectedElectives,
  StudentGroups,
} from '@portal/contract';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import AdvisingModulesPage from './advising-modules-page';
import { ok, renderPage, stubPortal } from './testing';

afterEach(cleanup);

const student: ModuleStudentData = {
  StudentCode: '10492',
  NameEn: 'Walid Abou El-Ela',
  NameAr: 'وليد أبو العلا',
  ProgramCode: 'PHARM',
  ProgramNameEn: 'Pharmacy (PharmD)',
  ProgramNameAr: 'الصيدلة',
  AdvisingMode: 'group',
  Level: 2,
  Standing: 'good',
  Gpa: 3.12,
  EarnedCredits: 25,
  CreditLimits: { Min: 12, Max: 18 },
  RegisteredCredits: 0,
  Term: null,
  Window: { Kind: 'advising', OpensAt: '2026-11-20T08:00:00.000Z', ClosesAt: '2026-12-20T20:00:00.000Z' },
  WindowOpen: true,
  ChosenGroupId: null,
};

function section(id: number, code: string, fields: Partial<AdvisingSection> = {}): AdvisingSection {
  return {
    SectionId: id,
    CourseId: id * 10,
    CourseCode: code,
    SectionNo: '1',
    Kind: 'lecture',
    LectureSectionId: null,
    Instructor: null,
    Capacity: 40,
    SeatsLeft: 10,
    Registered: false,
    Clash: null,
    SectionSchedule: [
      { MeetingId: id, Day: 0, StartsAt: '09:00', EndsAt: '10:30', Room: 'P1', Mode: 'in_person' },
    ],
    ...fields,
  };
}

const groups: StudentGroups = {
  TimeZone: 'Africa/Cairo',
  Groups: [
    {
      GroupId: 1,
      Code: 'PH2-A',
      NameEn: 'Level 2, group A',
      NameAr: 'المستوى 2، المجموعة أ',
      Level: 2,
      Sections: [section(1, 'PHC 201'), section(2, 'PHG 203')],
      Credits: 9,
      Full: false,
      Chosen: false,
    },
    {
      GroupId: 2,
      Code: 'PH2-B',
      NameEn: 'Level 2, group B',
      NameAr: 'المستوى 2، المجموعة ب',
      Level: 2,
      Sections: [section(3, 'PHC 201', { SeatsLeft: 0 })],
      Credits: 9,
      Full: true,
      Chosen: false,
    },
  ],
  ElectiveGroups: [
    {
      ElectiveGroupId: 7,
      Code: 'M2-E',
      NameEn: 'Module 2 electives',
      NameAr: 'اختياريات الوحدة 2',
      Pick: 1,
      Courses: [
        {
          CourseId: 500,
          CourseCode: 'PHE 210',
          TitleEn: 'Herbal medicine',
          TitleAr: 'الطب العشبي',
          Credits: 2,
          Sections: [section(50, 'PHE 210')],
        },
        {
          CourseId: 510,
          CourseCode: 'PHE 220',
          TitleEn: 'Cosmetics',
          TitleAr: 'مستحضرات التجميل',
          Credits: 2,
          Sections: [section(51, 'PHE 220')],
        },
      ],
    },
  ],
};

const nothingSaved: SelectedElectives = { GroupId: null, Electives: [] };

const change = (refusals: AdvisingChange['Refusals'], credits = 11): AdvisingChange => ({
  Refusals: refusals,
  Timetable: [],
  Credits: credits,
  CreditLimits: { Min: 12, Max: 18 },
});

const validation = ok({
  Now: '2026-11-23T09:00:00.000Z',
  Kind: 'advising',
  Window: student.Window,
  WindowOpen: true,
  Holds: [],
  ContactConfirmed: true,
  Reasons: [],
  CanEnter: true,
  AdvisingMode: 'group',
  NextPage: 'AdvisingModules',
});

describe('group advising', () => {
  it('checks a complete choice for conflicts, and lists every refusal of an all-or-nothing save', async () => {
    const clash = 'PHE 210 section 1 clashes with PHC 201 section 1 on Sunday 09:00–10:30.';
    const calls = stubPortal({
      '/api/Module/GetStudentData': ok(student),
      '/api/Module/GetStudentGroups': ok(groups),
      '/api/Module/GetSelectedElectives': ok(nothingSaved),
      '/api/AdvisingValidator/Check': validation,
      '/api/Module/CheckElectivesConflicts': ok(
        change([{ Code: 'time_conflict', Message: clash, CourseCode: 'PHE 210', SectionId: 50 }]),
      ),
      '/api/Module/SaveStudentGroup': {
        envelope: {
          Status: '422',
          Message: 'PHC 201 section 1 is full.',
          ReturnObject: change([
            {
              Code: 'section_full',
              Message: 'PHC 201 section 1 is full.',
              CourseCode: 'PHC 201',
              SectionId: 1,
            },
          ]),
        },
      },
    });
    renderPage(<AdvisingModulesPage />, { at: '/AdvisingModules' });

    expect(await screen.findByText('Level 2, group A')).toBeTruthy();
    // A full group cannot be chosen.
    expect(screen.getByLabelText<HTMLInputElement>('Level 2, group B (PH2-B)').disabled).toBe(true);
    expect(screen.getByText('Choose a group first.')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('Level 2, group A (PH2-A)'));
    expect(screen.getByText('Pick 1 more in Module 2 electives.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Section of PHE 210'), { target: { value: '50' } });
    expect(screen.queryByText('Pick 1 more in Module 2 electives.')).toBeNull();
    // One pick of one: the other course cannot be picked too.
    expect(screen.getByLabelText<HTMLSelectElement>('Section of PHE 220').disabled).toBe(true);

    fireEvent.click(screen.getByText('Check for conflicts'));
    expect((await screen.findByRole('alert')).textContent).toContain(clash);
    expect(calls.find((call) => call.path === '/api/Module/CheckElectivesConflicts')?.body).toEqual({
      GroupId: 1,
      ElectiveSectionIds: [50],
    });

    fireEvent.click(screen.getByText('Save my group'));
    expect(await screen.findByText('Not saved, nothing was changed:')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('PHC 201 section 1 is full.');
  });

  it('says when the choice fits, and when it is saved', async () => {
    stubPortal({
      '/api/Module/GetStudentData': ok(student),
      '/api/Module/GetStudentGroups': ok(groups),
      '/api/Module/GetSelectedElectives': ok({
        GroupId: 1,
        Electives: [{ ElectiveGroupId: 7, CourseId: 510, CourseCode: 'PHE 220', SectionId: 51 }],
      }),
      '/api/AdvisingValidator/Check': validation,
      '/api/Module/CheckElectivesConflicts': ok(change([])),
      '/api/Module/SaveStudentGroup': ok(change([], 11)),
    });
    renderPage(<AdvisingModulesPage />, { at: '/AdvisingModules' });
    // The saved choice is where the form starts.
    expect(
      await screen.findByText(
        'You saved group Level 2, group A this term. Saving another choice replaces it.',
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>('Section of PHE 220').value).toBe('51');
    fireEvent.click(screen.getByText('Check for conflicts'));
    expect(
      await screen.findByText(
        'No conflicts: this choice fits your timetable and credit limits (11 credits).',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByText('Save my group'));
    expect(await screen.findByText('Your group is saved: 11 credits.')).toBeTruthy();
  });
});
