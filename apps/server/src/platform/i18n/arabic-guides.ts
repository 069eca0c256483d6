import type { englishGuides } from './english-guides.js';

/** Guides' messages in Arabic (english-guides.ts). */
export const arabicGuides: Record<keyof typeof englishGuides, string> = {
  'guides.none': 'لا يوجد دليل لهذه الصفحة بعد. احفظ نصه أولًا.',
  'guides.stale': 'عدّل شخص آخر هذا الدليل بعد أن فتحته. افتحه من جديد لترى تعديلاته، ثم أضف تعديلاتك.',
  'guides.unknownImage':
    'يعرض النص صورة ليست من صور هذا الدليل (guide-image:{id}). ارفعها إلى هذا الدليل ثم الصق السطر الذي يقدمه المحرر.',
  'guides.notPublished': 'هذا الدليل غير منشور، فلا يوجد ما يُزال من الصفحة.',
  'guides.imageNotFound': 'لا توجد صورة بهذا الرقم في دليل منشور.',
  'guides.noImageFields': 'حدّد دليل أي صفحة تخصه الصورة قبل إرسال الصورة نفسها.',
};
