import type { Faculty } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { localizedFaculties } from './localized-faculties';

const faculties: Faculty[] = [
  {
    FacultyId: 1,
    FacultyCode: 'BUS',
    NameEn: 'Business Administration',
    NameAr: 'إدارة الأعمال',
    Programs: [
      { ProgramId: 11, ProgramCode: 'MKT', NameEn: 'Marketing', NameAr: 'التسويق', Degree: 'BBA' },
      { ProgramId: 10, ProgramCode: 'ACC', NameEn: 'Accounting', NameAr: 'المحاسبة', Degree: 'BBA' },
    ],
  },
  {
    FacultyId: 2,
    FacultyCode: 'ENG',
    NameEn: 'Engineering',
    NameAr: 'الهندسة',
    Programs: [],
  },
];

describe('localizedFaculties', () => {
  it('uses English names in the server order for English', () => {
    const result = localizedFaculties(faculties, 'en');
    expect(result.map((faculty) => faculty.name)).toEqual(['Business Administration', 'Engineering']);
    expect(result[0]?.programs.map((program) => program.name)).toEqual(['Marketing', 'Accounting']);
  });

  it('uses Arabic names sorted in Arabic order for Arabic', () => {
    const result = localizedFaculties(faculties, 'ar');
    expect(result.map((faculty) => faculty.name)).toEqual(['إدارة الأعمال', 'الهندسة']);
    expect(result[0]?.programs.map((program) => program.name)).toEqual(['التسويق', 'المحاسبة']);
  });

  it('keeps ids and degrees', () => {
    const [business] = localizedFaculties(faculties, 'ar');
    expect(business?.id).toBe(1);
    expect(business?.programs[0]).toEqual({ id: 11, name: 'التسويق', degree: 'BBA' });
  });
});
