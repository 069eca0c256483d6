import type { englishInternationalRounds } from './english-international-rounds.js';

/** The Arabic of english-international-rounds.ts, typed by its ids so a message without its Arabic does not compile. */
export const arabicInternationalRounds: Record<keyof typeof englishInternationalRounds, string> = {
  'international.rounds.programNotFound': 'لا يوجد هذا البرنامج.',
  'international.rounds.notRanked':
    'يمنح هذا البرنامج الأماكن بحسب أسبقية التقديم، فليس له ترتيب ولا جولات توزيع.',
  'international.rounds.windowOpen': 'التقديم مفتوح حتى {closesAt}، ولا تُرتَّب القائمة إلا بعد إغلاقه.',
  'international.rounds.noSeats': 'لا يقدّم هذا البرنامج مقاعد في ذلك الفصل الدراسي.',
  'international.rounds.rankedAlready':
    'قائمة هذا الفصل مرتَّبة من قبل، ويبقى ترتيبها وبذرتها كما هما. اعرض معاينة جولة بدلاً من ذلك.',
  'international.rounds.notRankedYet': 'رتِّب قائمة هذا الفصل قبل توزيع المقاعد.',
  'international.rounds.finalPublished': 'نُشرت الجولة الأخيرة لهذا الفصل، فلم يعد أحد ينتظر مقعداً.',
  'international.rounds.roundNotFound': 'لا توجد هذه الجولة.',
  'international.rounds.publishedAlready': 'نُشرت هذه الجولة من قبل.',
  'international.rounds.previewStale':
    'تغيّر شيء منذ هذه المعاينة (عرض قُبل أو انتهت مهلته، أو طلب سُحب، أو مقاعد عُدّلت). اعرض معاينة الجولة من جديد ثم انشرها.',
};
