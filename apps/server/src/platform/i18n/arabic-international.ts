import type { englishInternational } from './english-international.js';

/** The Arabic of english-international.ts, typed by its ids so a message without its Arabic does not compile. */
export const arabicInternational: Record<keyof typeof englishInternational, string> = {
  'international.applicationNotFound': 'لم يُعثر على هذا الطلب ضمن طلباتك.',
  'international.moveNotYours': 'هذه الخطوة ليست من صلاحياتك.',
  'international.changedMeanwhile':
    'تغيّر هذا الطلب منذ فتحته (من نافذة أخرى أو من المكتب). أعد تحميله ثم حاول مرة أخرى.',
  'international.moveNotAllowed': 'لا يمكن القيام بذلك والطلب {state}.',
  'international.noteNeeded': 'اكتب ملاحظة للطالب توضّح المطلوب منه.',
  'international.state.draft': 'مسودة',
  'international.state.submitted': 'مقدَّم',
  'international.state.returned': 'مُعاد للتصحيح',
  'international.state.ranked': 'مرتَّب',
  'international.state.allocated': 'حاصل على عرض بمقعد',
  'international.state.waitlisted': 'على قائمة الانتظار',
  'international.state.not-selected': 'غير مختار',
  'international.state.offer-accepted': 'مقبول العرض منك',
  'international.state.offer-declined': 'مرفوض العرض',
  'international.state.nominated': 'مرشَّح للجامعة الشريكة',
  'international.state.partner-accepted': 'مقبول من الجامعة الشريكة',
  'international.state.partner-refused': 'مرفوض من الجامعة الشريكة',
  'international.state.departed': 'مسافر',
  'international.state.completed': 'مكتمل',
  'international.state.withdrawn': 'مسحوب',
};
