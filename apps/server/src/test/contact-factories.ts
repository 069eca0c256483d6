import {
  studentCivilRecords,
  universityOffices,
  type NewUniversityOffice,
} from '../modules/contact/schema.js';
import type { Database } from '../platform/db/client.js';

let offices = 0;

/** The registrar's civil record of a student (national ID and birth date unless overridden). */
export async function buildCivilRecord(
  db: Database,
  studentId: number,
  overrides: Partial<typeof studentCivilRecords.$inferInsert> = {},
) {
  await db
    .insert(studentCivilRecords)
    .values({ studentId, nationalId: '30405061201234', birthDate: '2004-05-06', ...overrides });
}

/** An office students contact, with a map link. */
export async function buildOffice(db: Database, overrides: Partial<NewUniversityOffice> = {}) {
  offices += 1;
  const [row] = await db
    .insert(universityOffices)
    .values({
      key: `office-${String(offices)}`,
      nameEn: `Office ${String(offices)}`,
      nameAr: `مكتب ${String(offices)}`,
      hoursEn: 'Sunday to Thursday, 9:00 to 15:00',
      hoursAr: 'من الأحد إلى الخميس، من 9:00 إلى 15:00',
      phones: ['+20 2 2345 6789'],
      emails: [`office${String(offices)}@university.edu.eg`],
      buildingEn: 'Building A',
      buildingAr: 'المبنى أ',
      mapUrl: 'https://www.openstreetmap.org/?mlat=30.0444&mlon=31.2357#map=18/30.0444/31.2357',
      position: offices,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('university_offices: the insert returned no row');
  return row;
}
