import type { NewAnnouncement } from '../modules/announcement/schema.js';
import type { Catalogue } from './catalogue.js';
import { dayOf, instantOn } from './days.js';

const PUBLISHED_AT_HOUR_UTC = 7;

/**
 * What the university has announced around today. Only one announcement must be accepted, and only by a
 * narrow audience — fourth-year Clinical Pharmacy students before their hospital rotation — so ordinary
 * demo students are not gated; the showcase student of that audience is listed in the demo logins.
 */
export function buildAnnouncements(catalogue: Catalogue, today: Date): NewAnnouncement[] {
  const day = dayOf(today);
  const at = (offset: number) => instantOn(day + offset, PUBLISHED_AT_HOUR_UTC);
  const facultyId = (code: string) => catalogue.rows.faculties.find((faculty) => faculty.code === code)?.id;
  const programId = (code: string) => catalogue.rows.programs.find((program) => program.code === code)?.id;
  const rows: NewAnnouncement[] = [
    {
      titleEn: 'Library opening hours during the exams',
      titleAr: 'مواعيد عمل المكتبة أثناء الامتحانات',
      bodyEn:
        'The central library is open from 8:00 to 22:00 every day, Fridays included, until the end of the final exams.\n\nPlease bring your student ID card.',
      bodyAr:
        'تفتح المكتبة المركزية أبوابها من الثامنة صباحًا حتى العاشرة مساءً يوميًا، بما في ذلك أيام الجمعة، حتى نهاية الامتحانات النهائية.\n\nيرجى إحضار بطاقة الطالب.',
      audience: 'everyone',
      startsAt: at(-2),
      endsAt: at(70),
    },
    {
      titleEn: 'Update your emergency contact',
      titleAr: 'حدّث بيانات الاتصال في حالات الطوارئ',
      bodyEn: 'Please check that your emergency contact and phone number are up to date on the Contact page.',
      bodyAr: 'يرجى التأكد من تحديث بيانات الاتصال في حالات الطوارئ ورقم هاتفك من صفحة بيانات الاتصال.',
      audience: 'everyone',
      startsAt: at(-12),
      endsAt: at(20),
    },
    {
      titleEn: 'First-year orientation week',
      titleAr: 'أسبوع التعريف لطلاب السنة الأولى',
      bodyEn:
        'Campus tours, library induction and meetings with your academic advisor all week in the main hall.',
      bodyAr:
        'جولات في الحرم الجامعي وتعريف بالمكتبة ولقاءات مع المرشد الأكاديمي طوال الأسبوع في القاعة الرئيسية.',
      audience: 'level',
      level: 1,
      startsAt: at(-4),
      endsAt: at(10),
    },
    {
      titleEn: 'Registration for the spring term has closed',
      titleAr: 'انتهى التسجيل للفصل الدراسي الربيعي',
      bodyEn: 'Registration closed; late requests go through Student Affairs.',
      bodyAr: 'انتهى التسجيل، وتُقدَّم الطلبات المتأخرة من خلال شؤون الطلاب.',
      audience: 'everyone',
      startsAt: at(-120),
      endsAt: at(-90),
    },
  ];
  const engineering = facultyId('ENG');
  if (engineering !== undefined) {
    rows.push({
      titleEn: 'Laboratory safety induction',
      titleAr: 'التدريب على السلامة في المعامل',
      bodyEn: 'Every engineering student attends one safety induction session before using the workshops.',
      bodyAr: 'يحضر كل طالب في كلية الهندسة جلسة تدريب على السلامة قبل استخدام الورش.',
      audience: 'faculty',
      facultyId: engineering,
      startsAt: at(-6),
      endsAt: at(30),
    });
  }
  const clinical = programId('PHR-CL');
  if (clinical !== undefined) {
    rows.push({
      titleEn: 'Hospital training: patient confidentiality pledge',
      titleAr: 'التدريب في المستشفى: تعهد الحفاظ على سرية بيانات المرضى',
      bodyEn:
        'Before your hospital rotation starts you must accept the patient confidentiality pledge.\n\nYou will not share, photograph or discuss any patient information outside the clinical team.',
      bodyAr:
        'قبل بدء تدريبك في المستشفى يجب أن توافق على تعهد الحفاظ على سرية بيانات المرضى.\n\nلن تشارك أي معلومات عن المرضى أو تصورها أو تناقشها خارج الفريق الطبي.',
      audience: 'level',
      programId: clinical,
      level: 4,
      mustAccept: true,
      version: 1,
      startsAt: at(-5),
      endsAt: at(60),
    });
  }
  return rows.map((row, index) => ({ ...row, id: index + 1 }));
}
