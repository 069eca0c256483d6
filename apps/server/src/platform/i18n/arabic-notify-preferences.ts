import type { englishNotifyPreferences } from './english-notify-preferences.js';

/** The message centre's preference and mail wording in Arabic (english-notify-preferences.ts). */
export const arabicNotifyPreferences: Record<keyof typeof englishNotifyPreferences, string> = {
  'notify.topicLocked': 'تصلك تنبيهات الأمان دائمًا: لا يمكن إيقافها.',
  'notify.mail.footer':
    'تصلك هذه الرسالة لأن البريد الإلكتروني مفعّل لموضوع {topic} في إعدادات الإشعارات في بوابة الطلاب.',
  'notify.topic.registration': 'التسجيل',
  'notify.topic.payments': 'المدفوعات',
  'notify.topic.requests': 'الطلبات',
  'notify.topic.exams': 'الامتحانات',
  'notify.topic.announcements': 'الإعلانات',
  'notify.topic.events': 'الفعاليات',
  'notify.topic.security': 'تنبيهات الأمان',
};
