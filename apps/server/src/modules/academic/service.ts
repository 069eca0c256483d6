import type { Faculty } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { listFaculties, listPrograms } from './queries.js';

/** The faculties with their programs, as the public catalogue shows them. */
export async function facultyCatalogue(db: Database): Promise<Faculty[]> {
  const [facultyRows, programRows] = await Promise.all([listFaculties(db), listPrograms(db)]);
  return facultyRows.map((faculty) => ({
    FacultyId: faculty.id,
    FacultyCode: faculty.code,
    NameEn: faculty.nameEn,
    NameAr: faculty.nameAr,
    Programs: programRows
      .filter((program) => program.facultyId === faculty.id)
      .map((program) => ({
        ProgramId: program.id,
        ProgramCode: program.code,
        NameEn: program.nameEn,
        NameAr: program.nameAr,
        Degree: program.degree,
      })),
  }));
}
