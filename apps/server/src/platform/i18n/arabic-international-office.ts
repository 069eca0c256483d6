import type { englishInternationalOffice } from './english-international-office.js';

/** The Arabic of english-international-office.ts, typed by its ids so a message without its Arabic does not compile. */
export const arabicInternationalOffice: Record<keyof typeof englishInternationalOffice, string> = {
  'international.office.windowBackwards': 'يجب أن يبدأ التقديم قبل أن ينتهي.',
  'international.office.levelsBackwards': 'يجب ألا يكون أدنى مستوى أعلى من أعلى مستوى.',
  'international.office.plansNeeded': 'البرنامج ذو الرسوم يحتاج إلى خطة سداد واحدة على الأقل.',
  'international.office.planCodeTwice': 'لخطتين الرمز نفسه «{code}»؛ لكل خطة رمزها.',
  'international.office.planPercents': 'مجموع أقساط الخطة «{code}» هو {percent}٪؛ ويجب أن يكون مجموعها 100٪.',
  'international.office.planDatesBackwards':
    'يجب أن يستحق كل قسط من أقساط الخطة «{code}» بعد القسط الذي يسبقه.',
  'international.office.seatTwice': 'أُعطيت جامعة شريكة مقاعد مرتين في الفصل الدراسي نفسه.',
  'international.office.partnerUnknown': 'لا توجد جامعة شريكة بالرقم {id}.',
  'international.office.termUnknown': 'لا يوجد فصل دراسي بالرقم {id}.',
  'international.office.programCodeTaken': 'لبرنامج آخر الرمز «{code}» بالفعل.',
  'international.office.programNotFound': 'لا يوجد برنامج كهذا.',
  'international.office.seatsBelowHeld':
    'لدى {partner} بالفعل {held} من الطلاب الحاصلين على مقعد في {term}: لا يمكن أن تقل مقاعدها هناك عن {held}.',
  'international.office.partnerCodeTaken': 'لجامعة شريكة أخرى الرمز «{code}» بالفعل.',
  'international.office.partnerNotFound': 'لا توجد جامعة شريكة كهذه.',
  'international.office.documentTwice': 'لمستندين الرمز نفسه «{code}»؛ لكل مستند رمزه.',
  'international.office.documentTooLarge':
    'المستند «{code}» يسمح بأكثر مما تقبله البوابة ({megabytes} ميجابايت للملف).',
  'international.office.applicationNotFound': 'لا يوجد طلب كهذا.',
  'international.office.documentNotFound': 'لا يوجد مستند كهذا.',
  'international.office.reviewNotNow': 'تُراجَع المستندات والطلب مقدَّم؛ والطلب الآن {state}.',
  'international.office.reviewNoteNeeded': 'اكتب السبب للطالب: وهو مطلوب لرفض مستند.',
};
