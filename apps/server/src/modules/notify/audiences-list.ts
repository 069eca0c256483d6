import { asc } from 'drizzle-orm';
import type { AudienceFaculty } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { faculties, programs } from '../academic/schema.js';

/** Every faculty with its programs, for the staff page's audience pickers (a few dozen rows). */
export async function messageAudiences(db: Database): Promise<AudienceFaculty[]> {
  const [facultyRows, programRows] = await Promise.all([
    db.select().from(faculties).orderBy(asc(faculties.nameEn)),
    db.select().from(programs).orderBy(asc(programs.nameEn)),
  ]);
  return facultyRows.map((faculty) => ({
    Id: faculty.id,
    NameEn: faculty.nameEn,
    NameAr: faculty.nameAr,
    Programs: programRows
      .filter((program) => program.facultyId === faculty.id)
      .map((program) => ({ Id: program.id, NameEn: program.nameEn, NameAr: program.nameAr })),
  }));
}
