/** A screenshot of the demo guide: its file under guide-images/ and the name its texts use for it. */
export interface DemoPicture {
  name: string;
  file: string;
}

/**
 * The demo's Moodle guide as the communications office would write it, in both languages.
 * `{picture:name}` stands for a picture's id until the generator knows it.
 */
export const MOODLE_GUIDE = {
  pictures: [
    { name: 'account-en', file: 'moodle-account-en.jpg' },
    { name: 'account-ar', file: 'moodle-account-ar.jpg' },
    { name: 'reveal-en', file: 'moodle-reveal-en.jpg' },
    { name: 'password-en', file: 'moodle-password-en.jpg' },
  ] satisfies DemoPicture[],
  titleEn: 'Using Moodle, step by step',
  titleAr: 'استخدام مودل خطوة بخطوة',
  bodyEn: `Moodle is where your courses live: lecture materials, announcements from your instructors, quizzes and assignments. You sign in with the Moodle account the portal shows you.

## Signing in to Moodle

1. In the portal, open the menu, then **Contacts & Accounts → Moodle Credentials**.
2. Copy your **user name** with the copy button beside it.
3. Tap **Show password**. The password stays on screen for 30 seconds, then hides itself again; every showing is recorded in your log.
4. Open Moodle and sign in with that user name and password.

![Your Moodle account in the portal: user name and hidden password](guide-image:{picture:account-en})

![The password shown after tapping Show password, with the countdown](guide-image:{picture:reveal-en})

## Finding your courses

After signing in, **My courses** lists every course you are registered in this term. A course you added in the add and drop period appears within a day. If a course is missing after that, check your registration in the portal's **Schedule** page first: Moodle follows the portal.

- Star the courses you open often: they move to the top.
- Each course page has its sections by week, with the materials and activities of that week.

## Submitting an assignment

1. Open the course, then the assignment.
2. Read the instructions and the **due date**; late submissions may be refused.
3. Choose **Add submission**, drag your file in (PDF unless your instructor says otherwise) and choose **Save changes**.
4. If the assignment asks you to confirm, choose **Submit assignment**. Until then it is only a draft.
5. Check that the status reads **Submitted for grading**.

## Resetting your password from the portal

Forgot your password, or want a new one? You do not need the help desk:

1. Open **Moodle Credentials** in the portal.
2. Under **New password**, type a password of at least 10 characters with letters and digits, not containing your user name, and type it again.
3. Choose **Save the new password**. It reaches Moodle within a few minutes.

![The new-password form on the Moodle Credentials page](guide-image:{picture:password-en})

## Still stuck?

Ask the IT help desk: their hours, phone and email are on the portal's **Contact** page.`,
  bodyAr: `مودل هو مكان مقرراتك: مواد المحاضرات، وإعلانات أساتذتك، والاختبارات القصيرة، والواجبات. تدخل إليه بحساب مودل الذي تعرضه لك البوابة.

## تسجيل الدخول إلى مودل

1. افتح القائمة في البوابة، ثم **التواصل والحسابات ← بيانات دخول مودل**.
2. انسخ **اسم المستخدم** بزر النسخ المجاور له.
3. اضغط **إظهار كلمة المرور**. تبقى كلمة المرور ظاهرة 30 ثانية ثم تختفي من جديد، ويُسجَّل كل إظهار في سجلك.
4. افتح مودل وسجّل الدخول باسم المستخدم وكلمة المرور.

![حساب مودل في البوابة: اسم المستخدم وكلمة المرور المخفية](guide-image:{picture:account-ar})

## الوصول إلى مقرراتك

بعد الدخول، تعرض **مقرراتي** كل مقرر مسجل فيه هذا الفصل. يظهر المقرر الذي أضفته في فترة الحذف والإضافة خلال يوم. إن لم يظهر بعد ذلك، فراجع تسجيلك في صفحة **الجدول** بالبوابة أولًا: مودل يتبع البوابة.

- ميّز المقررات التي تفتحها كثيرًا بنجمة: تنتقل إلى الأعلى.
- في صفحة كل مقرر أقسام بالأسابيع، فيها مواد كل أسبوع وأنشطته.

## تسليم واجب

1. افتح المقرر ثم الواجب.
2. اقرأ التعليمات و**موعد التسليم**؛ قد يُرفض التسليم المتأخر.
3. اختر **إضافة تسليم**، واسحب ملفك إليه (PDF ما لم يطلب أستاذك غير ذلك)، ثم اختر **حفظ التغييرات**.
4. إن طلب الواجب التأكيد، فاختر **تسليم الواجب**. وقبل ذلك يبقى مسودة.
5. تأكد أن الحالة أصبحت **تم التسليم للتقييم**.

## إعادة تعيين كلمة المرور من البوابة

نسيت كلمة المرور أو تريد كلمة جديدة؟ لا تحتاج إلى مكتب الدعم:

1. افتح **بيانات دخول مودل** في البوابة.
2. تحت **كلمة المرور الجديدة**، اكتب كلمة مرور من 10 أحرف على الأقل فيها حروف وأرقام، ولا تحتوي على اسم المستخدم، ثم اكتبها مرة أخرى.
3. اختر **حفظ كلمة المرور الجديدة**. تصل إلى مودل خلال دقائق.

## ما زلت تحتاج إلى مساعدة؟

تواصل مع مكتب الدعم الفني: مواعيده وهاتفه وبريده في صفحة **التواصل** بالبوابة.`,
};
