import { asc } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { faculties, programs } from './schema.js';

export function listFaculties(db: Database) {
  return db
    .select({ id: faculties.id, code: faculties.code, nameEn: faculties.nameEn, nameAr: faculties.nameAr })
    .from(faculties)
    .orderBy(asc(faculties.nameEn));
}

export function listPrograms(db: Database) {
  return db
    .select({
      id: programs.id,
      facultyId: programs.facultyId,
      code: programs.code,
      nameEn: programs.nameEn,
      nameAr: programs.nameAr,
      degree: programs.degree,
    })
    .from(programs)
    .orderBy(asc(programs.nameEn));
}
