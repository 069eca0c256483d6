import type { englishTanseek } from './english-tanseek.js';

/** The Arabic of english-tanseek.ts, typed by its ids so a message without its Arabic does not compile. */
export const arabicTanseek: Record<keyof typeof englishTanseek, string> = {
  'tanseek.roundNotFound': 'لا توجد جولة تنسيق كهذه.',
  'tanseek.noRound': 'لا توجد جولة تنسيق لكليتك.',
  'tanseek.notActive': 'لا يشارك في التنسيق إلا الطلاب ذوو القيد النشط.',
  'tanseek.levelTooLow': 'هذه الجولة لطلاب المستوى {level} فما فوق؛ وأنت في المستوى {yours}.',
  'tanseek.creditsTooFew': 'تتطلب هذه الجولة {credits} ساعة معتمدة مكتسبة؛ ولديك {yours}.',
  'tanseek.placedAlready': 'لقد تم تنسيقك في جولة سابقة.',
  'tanseek.notOpenYet': 'يمكن حفظ الرغبات ابتداءً من {opensAt}.',
  'tanseek.closed': 'أُغلقت الجولة في {closesAt}؛ وتُعتمد آخر رغبات حفظتها.',
  'tanseek.choiceNotOffered': 'إحدى رغباتك غير مطروحة في هذه الجولة.',
  'tanseek.choiceTwice': 'تكرر تخصص في ترتيبك؛ رتّب كل تخصص مرة واحدة.',
  'tanseek.tooManyChoices': 'يمكنك ترتيب {max} تخصصات على الأكثر.',
  'tanseek.office.facultyUnknown': 'لا توجد كلية بالمعرف {id}.',
  'tanseek.office.termUnknown': 'لا يوجد فصل دراسي بالمعرف {id}.',
  'tanseek.office.programElsewhere': 'البرنامج ذو المعرف {id} ليس من برامج هذه الكلية.',
  'tanseek.office.offerTwice': 'طُرح تخصص مرتين في الجولة.',
  'tanseek.office.datesBackwards': 'يجب أن تبدأ الجولة قبل أن تنتهي.',
  'tanseek.office.numberTaken': 'للكلية الجولة {number} في هذا الفصل الدراسي بالفعل.',
  'tanseek.office.offerRanked': 'رتّب طلاب {program}: لا يمكن سحبه من الجولة.',
  'tanseek.office.notEditable': 'حالة الجولة {state}: لا تُعدّل إلا الجولة المفتوحة.',
  'tanseek.office.closeRefused': 'حالة الجولة {state}: لا تُغلق إلا الجولة المفتوحة.',
  'tanseek.office.allocateOpen': 'الجولة ما زالت مفتوحة: أغلقها قبل إجراء التوزيع.',
  'tanseek.office.allocatePublished': 'الجولة منشورة: لا يمكن إعادة توزيعها.',
  'tanseek.office.publishTwice': 'الجولة منشورة بالفعل.',
  'tanseek.office.publishUnpreviewed': 'اعرض التوزيع أولًا قبل نشره.',
};
