import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, getFacultiesResponse } from '@portal/contract';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { faculties, programs } from './schema.js';

describe('GET /api/Student/GetFaculties', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp();
  });
  afterAll(() => subject.close());

  it('answers an empty list when the university has no faculties yet', async () => {
    const response = await subject.app.inject({ method: 'GET', url: '/api/Student/GetFaculties' });
    expect(response.json()).toEqual({ Status: '200', ReturnObject: [] });
  });

  it('lists each faculty with its own programs, sorted by English name', async () => {
    const { db } = subject.database.handle;
    const [pharmacy, engineering] = await db
      .insert(faculties)
      .values([
        { code: 'PHA', nameEn: 'Pharmacy', nameAr: 'الصيدلة' },
        { code: 'ENG', nameEn: 'Engineering', nameAr: 'الهندسة' },
      ])
      .returning();
    if (!pharmacy || !engineering) throw new Error('faculties not inserted');
    await db.insert(programs).values([
      {
        facultyId: pharmacy.id,
        code: 'PHARM-D',
        nameEn: 'Pharm D',
        nameAr: 'فارم دي',
        degree: 'PharmD',
        totalCredits: 190,
      },
      {
        facultyId: engineering.id,
        code: 'ECE',
        nameEn: 'Electrical and Computer Engineering',
        nameAr: 'هندسة الحاسبات',
        degree: 'BSc',
        totalCredits: 165,
      },
    ]);

    const response = await subject.app.inject({ method: 'GET', url: '/api/Student/GetFaculties' });
    const body = envelope(getFacultiesResponse).parse(response.json());
    expect(body.ReturnObject.map((faculty) => faculty.FacultyCode)).toEqual(['ENG', 'PHA']);
    expect(body.ReturnObject[0]?.Programs.map((program) => program.ProgramCode)).toEqual(['ECE']);
    expect(body.ReturnObject[1]?.Programs).toMatchObject([
      {
        ProgramCode: 'PHARM-D',
        NameEn: 'Pharm D',
        NameAr: 'فارم دي',
        Degree: 'PharmD',
      },
    ]);
  });
});
