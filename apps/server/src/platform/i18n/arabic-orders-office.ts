import type { englishOrdersOffice } from './english-orders-office.js';

/** The Arabic of english-orders-office.ts, typed by its ids so a message without its Arabic does not compile. */
export const arabicOrdersOffice: Record<keyof typeof englishOrdersOffice, string> = {
  'orders.office.notYourQueue': 'هذه القائمة تخص مكتبًا آخر: تعمل على طلبات مكتبك فقط.',
  'orders.office.notFound': 'لا يوجد طلب بهذا الرقم.',
  'orders.office.documentNotFound': 'هذا المستند ليس من مستندات الطلب.',
  'orders.office.reviewNotNow': 'تُراجَع المستندات والطلب قيد المراجعة؛ والطلب الآن {state}.',
  'orders.office.documentNeeded': 'اختر المستند المرفوع لقبوله أو رفضه.',
  'orders.office.waiveHasNoFile': 'يُعفى من مستند لم يُرفع له ملف؛ أما الملف المرفوع فيُقبل أو يُرفض.',
  'orders.office.unknownRequirement': 'نوع الطلب هذا لا يطلب مستند «{code}».',
  'orders.office.reviewNoteNeeded': 'اكتب السبب للطالب: وهو مطلوب لرفض مستند أو الإعفاء منه.',
  'orders.office.documentsOpen': 'راجع كل مستند مطلوب أولًا (اقبله أو أعفِ منه): {documents}.',
  'orders.office.resultNeeded': 'أرفق النتيجة (ملف PDF) قبل تنفيذ هذا الطلب.',
  'orders.office.resultNotNow': 'تُرفق النتيجة بطلب مقبول؛ وهذا الطلب {state}.',
  'orders.office.resultNoOrder': 'أرسل OrderId قبل الملف.',
  'orders.office.revokeNothing': 'لا يُسحب إلا مستند أصدرته البوابة لطلب مُنفَّذ.',
  'orders.office.alreadyRevoked': 'سُحب هذا المستند من قبل.',
  'orders.office.rejectedDocuments': 'مستندات يجب رفعها من جديد:',
  'orders.type.choiceOptions': 'حقل الاختيار «{field}» يحتاج إلى خيارين على الأقل.',
  'orders.type.fieldKeyTwice': 'لحقلين المفتاح نفسه «{key}»؛ لكل حقل مفتاحه.',
  'orders.type.optionTwice': 'الحقل «{field}» يعرض الخيار «{option}» مرتين.',
  'orders.type.minAboveMax': 'الحد الأدنى للحقل «{field}» أكبر من حده الأقصى.',
  'orders.type.documentTwice': 'لمستندين الرمز نفسه «{code}»؛ لكل مستند رمزه.',
  'orders.type.documentTooLarge':
    'المستند «{code}» يسمح بأكثر مما تقبله البوابة ({megabytes} ميجابايت للملف).',
  'orders.type.windowBackwards': 'يجب أن يبدأ التقديم قبل أن ينتهي.',
  'orders.type.levelsBackwards': 'يجب ألا يكون أدنى مستوى أعلى من أعلى مستوى.',
  'orders.type.majorFieldElsewhere': 'حقل التخصص لنوع طلب إعلان التخصص فقط.',
  'orders.type.declarationShape':
    'يحتاج نوع طلب إعلان التخصص إلى حقل تخصص واحد إلزامي، وطلب واحد مفتوح في كل مرة.',
  'orders.type.codeTaken': 'لنوع طلب آخر الرمز «{code}» بالفعل.',
  'orders.type.notFound': 'لا يوجد نوع طلب كهذا.',
};
