import type { englishContact } from './english-contact.js';

/** The contact page's messages in Arabic (english-contact.ts). */
export const arabicContact: Record<keyof typeof englishContact, string> = {
  'contact.emailAlreadyConfirmed': 'هذا هو بريدك الإلكتروني الشخصي المؤكَّد بالفعل.',
  'contact.emailIsUniversity': 'بريدك الجامعي مسجَّل بالفعل: أدخل عنوانًا شخصيًا.',
  'contact.linkNotYours': 'رابط التأكيد هذا غير صالح لحسابك. سجّل الدخول بحساب الطالب الذي طلب التغيير.',
  'contact.linkUsed': 'استُخدم رابط التأكيد هذا من قبل.',
  'contact.linkExpired': 'انتهت صلاحية رابط التأكيد (يعمل الرابط {hours} ساعة). اطلب رابطًا جديدًا.',
  'contact.linkReplaced': 'حلّ محلَّ هذا الرابط تغييرٌ أحدث: افتح الرابط في أحدث رسالة.',
  'contact.mail.subject': 'أكِّد بريدك الإلكتروني الشخصي في بوابة الطلاب',
  'contact.mail.body':
    'مرحبًا {name}،\n\nطلبت استخدام {email} بريدًا إلكترونيًا شخصيًا في بوابة الطلاب. افتح هذا الرابط وأنت مسجِّل الدخول لتأكيده:\n\n{link}\n\nيعمل الرابط مرة واحدة خلال {hours} ساعة. إن لم تطلب ذلك فتجاهل هذه الرسالة: لن يتغير شيء.',
};
