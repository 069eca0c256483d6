import type { DatabaseHandle } from '../platform/db/client.js';

const map = (lat: number, lon: number) =>
  `https://www.openstreetmap.org/?mlat=${String(lat)}&mlon=${String(lon)}#map=19/${String(lat)}/${String(lon)}`;

/** The four offices the contact page lists, as the university would enter them. */
const OFFICES = [
  {
    key: 'student-services',
    nameEn: 'Student Services',
    nameAr: 'شؤون الطلاب',
    hoursEn: 'Sunday to Thursday, 9:00 to 15:00',
    hoursAr: 'من الأحد إلى الخميس، من 9:00 إلى 15:00',
    phones: ['+20 50 224 7001', '+20 50 224 7002'],
    emails: ['student.services@university.edu.eg'],
    buildingEn: 'Administration Building, ground floor, hall 3',
    buildingAr: 'المبنى الإداري، الدور الأرضي، قاعة 3',
    mapUrl: map(31.0409, 31.3525),
  },
  {
    key: 'international-office',
    nameEn: 'International Office',
    nameAr: 'مكتب العلاقات الدولية',
    hoursEn: 'Sunday to Thursday, 10:00 to 14:00',
    hoursAr: 'من الأحد إلى الخميس، من 10:00 إلى 14:00',
    phones: ['+20 50 224 7110'],
    emails: ['international@university.edu.eg', 'exchange@university.edu.eg'],
    buildingEn: 'Administration Building, second floor, room 214',
    buildingAr: 'المبنى الإداري، الدور الثاني، غرفة 214',
    mapUrl: map(31.0411, 31.3521),
  },
  {
    key: 'finance',
    nameEn: 'Finance Office (student accounts)',
    nameAr: 'الشؤون المالية (حسابات الطلاب)',
    hoursEn: 'Sunday to Thursday, 9:00 to 14:00; closed on the last working day of the month',
    hoursAr: 'من الأحد إلى الخميس، من 9:00 إلى 14:00؛ مغلق في آخر يوم عمل من الشهر',
    phones: ['+20 50 224 7205'],
    emails: ['student.accounts@university.edu.eg'],
    buildingEn: 'Administration Building, first floor, windows 4 to 7',
    buildingAr: 'المبنى الإداري، الدور الأول، الشبابيك من 4 إلى 7',
    mapUrl: map(31.0408, 31.3527),
  },
  {
    key: 'it-help-desk',
    nameEn: 'IT Help Desk',
    nameAr: 'مكتب الدعم الفني',
    hoursEn: 'Sunday to Thursday, 8:30 to 17:00; Saturday, 10:00 to 14:00 during exams',
    hoursAr: 'من الأحد إلى الخميس، من 8:30 إلى 17:00؛ السبت من 10:00 إلى 14:00 أثناء الامتحانات',
    phones: ['+20 50 224 7300', '+20 50 224 7301'],
    emails: ['helpdesk@university.edu.eg'],
    buildingEn: 'Central Library, basement, room B12',
    buildingAr: 'المكتبة المركزية، البدروم، غرفة B12',
    mapUrl: map(31.0415, 31.3518),
  },
];

/**
 * The contact page's data: the offices, and every student's civil record as the registrar keeps it
 * (an Egyptian national ID for Egyptians, a passport for others, a birth date fitting their year).
 */
export async function loadDemoContact(
  handle: DatabaseHandle,
  onProgress: (line: string) => void,
): Promise<void> {
  for (const [position, office] of OFFICES.entries()) {
    await handle.query(
      `insert into university_offices
         (key, name_en, name_ar, hours_en, hours_ar, phones, emails, building_en, building_ar, map_url, position)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        office.key,
        office.nameEn,
        office.nameAr,
        office.hoursEn,
        office.hoursAr,
        office.phones,
        office.emails,
        office.buildingEn,
        office.buildingAr,
        office.mapUrl,
        position + 1,
      ],
    );
  }
  await handle.query(
    `insert into student_civil_records (student_id, national_id, passport_number, birth_date)
     select b.id,
            case when b.is_foreign then null
                 else '3' || to_char(b.born, 'YYMMDD') || '12' || lpad((b.id % 10000)::text, 4, '0') || (b.id % 10)::text end,
            case when b.is_foreign then 'A' || lpad(b.id::text, 8, '0') end,
            b.born
       from (select s.id, coalesce(s.nationality, 'EG') <> 'EG' as is_foreign,
                    (date '2008-06-30' - (s.level * 365 + s.id % 300))::date as born
               from students s) b`,
  );
  onProgress('contact: 4 offices and every student’s civil record');
}
