import type { englishCredentials } from './english-credentials.js';

/** Credentials' messages in Arabic (english-credentials.ts). */
export const arabicCredentials: Record<keyof typeof englishCredentials, string> = {
  'credentials.notFound': 'لا توجد بيانات دخول بهذا الرقم بين بياناتك.',
  'credentials.noAccount': 'ليس لديك حساب {system} بعد. يرجى مراجعة مكتب الدعم الفني.',
  'credentials.examNotYet': 'تظهر بيانات دخول امتحان {course} ابتداءً من {opensAt}، قبيل بدء الامتحان.',
  'credentials.examOver': 'انتهى امتحان {course}، فلم تعد بيانات دخوله تظهر.',
  'credentials.rulesBroken': 'لا يمكن استخدام كلمة المرور هذه. {rules}',
  'credentials.rule.length': 'يجب ألا تقل عن {min} أحرف.',
  'credentials.rule.lettersAndDigits': 'يجب أن تحتوي على حروف وأرقام معًا.',
  'credentials.rule.userName': 'يجب ألا تحتوي على اسم المستخدم.',
  'credentials.rule.notCurrent': 'يجب أن تختلف عن كلمة المرور الحالية.',
  'credentials.rule.confirmation': 'يجب أن تتطابق الكلمتان المدخلتان.',
  'credentials.system.moodle': 'مودل',
  'credentials.system.wifi': 'الواي فاي',
};
