/*
 * The texts of the demo's international programs, in both languages, as the office would write them: an
 * introduction on the program's page and a flyer (the `international-flyer` page), paragraphs separated by
 * blank lines. Dates are not written into them: the demo's windows move with its "today".
 */

export interface ProgramTexts {
  titleEn: string;
  titleAr: string;
  introEn: string;
  introAr: string;
  flyerEn: string;
  flyerAr: string;
}

const paragraphs = (...lines: string[]) => lines.join('\n\n');

const EXCHANGE_FLYER: Pick<ProgramTexts, 'flyerEn' | 'flyerAr'> = {
  flyerEn: paragraphs(
    'Spend a semester abroad without losing a semester at home. Our partner universities in Germany, Italy, Belgium, Spain, Japan, Malaysia and Canada welcome our students for one regular term; the courses you pass there are transferred to your record once your faculty has approved your learning agreement.',
    'Who can apply: students from the second year on, in good academic standing or on the honours list, with a cumulative GPA of at least 2.50 and no disciplinary hold. Places are given by GPA, highest first; ties are broken by a random draw whose seed the office publishes with the results.',
    'How to apply: choose up to three partner universities in the order you prefer them, upload a copy of your passport, your transcript and a one-page motivation letter (a language certificate helps, and some partners ask for one at nomination), and submit before the deadline.',
    'What it costs: no tuition is paid to the partner. You pay your tuition here as usual and cover your travel, visa, insurance and living costs; Erasmus+ grants are available for the European partners, and the office helps with visa letters.',
  ),
  flyerAr: paragraphs(
    'ادرس فصلًا دراسيًا في الخارج دون أن تخسر فصلًا في جامعتك. ترحّب جامعاتنا الشريكة في ألمانيا وإيطاليا وبلجيكا وإسبانيا واليابان وماليزيا وكندا بطلابنا لفصل دراسي نظامي واحد، وتُحتسب المقررات التي تجتازها هناك في سجلك بعد اعتماد كليتك لاتفاقية التعلّم.',
    'من يحق له التقدّم: طلاب الفرقة الثانية فما بعدها، ذوو الموقف الأكاديمي الجيد أو المدرجون في قائمة الشرف، بمعدل تراكمي لا يقل عن 2.50، ودون إيقاف تأديبي. تُمنح الأماكن حسب المعدل التراكمي من الأعلى، ويُفصل بين المتساوين بقرعة يعلن المكتب بذرتها مع النتائج.',
    'طريقة التقدّم: اختر حتى ثلاث جامعات شريكة مرتبة حسب رغبتك، وارفع صورة جواز السفر وكشف الدرجات وخطاب دوافع من صفحة واحدة (تفيد شهادة اللغة، وتطلبها بعض الجامعات عند الترشيح)، ثم قدّم الطلب قبل الموعد النهائي.',
    'التكاليف: لا تُدفع رسوم دراسية للجامعة الشريكة؛ تسدد مصروفاتك هنا كالمعتاد وتتحمل تكاليف السفر والتأشيرة والتأمين والإقامة. تتوفر منح إيراسموس+ للجامعات الأوروبية، ويساعدك المكتب في خطابات التأشيرة.',
  ),
};

export const EXCHANGE_OPEN_TEXTS: ProgramTexts = {
  titleEn: 'Semester exchange: second call',
  titleAr: 'التبادل الطلابي لفصل دراسي: الدعوة الثانية',
  introEn: paragraphs(
    'The second call of the year for a semester at one of our partner universities is open. Six partners offer places this time: the Technical University of Munich, Politecnico di Milano, Ghent University, Tohoku University, Universiti Malaya and the University of Ottawa.',
    'Rank up to three of them, upload your documents and submit before the call closes. The office checks every file, ranks the applicants by cumulative GPA and publishes the allocation on this page; an offer must be answered within two weeks, and a declined place passes to the next student on the list.',
  ),
  introAr: paragraphs(
    'فُتحت الدعوة الثانية هذا العام لقضاء فصل دراسي في إحدى جامعاتنا الشريكة. تتيح ست جامعات أماكن هذه المرة: الجامعة التقنية في ميونخ، وجامعة البوليتكنيك في ميلانو، وجامعة غنت، وجامعة توهوكو، وجامعة ملايا، وجامعة أوتاوا.',
    'رتّب حتى ثلاث جامعات منها، وارفع مستنداتك، وقدّم طلبك قبل إغلاق الدعوة. يراجع المكتب كل ملف، ويرتب المتقدمين حسب المعدل التراكمي، وينشر نتيجة التوزيع على هذه الصفحة؛ يجب الرد على العرض خلال أسبوعين، وينتقل المكان المرفوض إلى الطالب التالي في القائمة.',
  ),
  ...EXCHANGE_FLYER,
};

export const EXCHANGE_CLOSED_TEXTS: ProgramTexts = {
  titleEn: 'Semester exchange: first call',
  titleAr: 'التبادل الطلابي لفصل دراسي: الدعوة الأولى',
  introEn: paragraphs(
    'The first call of the year is closed. Its applicants were ranked by cumulative GPA and the places at the Technical University of Munich, Politecnico di Milano, Ghent University, Tohoku University, the Complutense University of Madrid and the University of Ottawa were allocated in rounds.',
    'If you were offered a place, answer the offer before it expires; once you accept, the office nominates you to the partner, which sends its own letter of acceptance. Students on the waiting list move up when a place is declined.',
  ),
  introAr: paragraphs(
    'أُغلقت الدعوة الأولى لهذا العام. رُتّب المتقدمون حسب المعدل التراكمي، ووُزّعت الأماكن في الجامعة التقنية في ميونخ وجامعة البوليتكنيك في ميلانو وجامعة غنت وجامعة توهوكو وجامعة كومبلوتنسي بمدريد وجامعة أوتاوا على جولات.',
    'إن عُرض عليك مكان فردّ على العرض قبل انتهاء مهلته؛ وبعد قبولك يرشحك المكتب للجامعة الشريكة، التي ترسل خطاب قبولها. ويتقدّم الطلاب في قائمة الانتظار كلما اعتُذر عن مكان.',
  ),
  ...EXCHANGE_FLYER,
};

export const OPET_TEXTS: ProgramTexts = {
  titleEn: 'OPET Summer School: Open Projects in Engineering and Technology',
  titleAr: 'مدرسة أوبت الصيفية: مشروعات مفتوحة في الهندسة والتكنولوجيا',
  introEn: paragraphs(
    'OPET is a three-week summer school in which mixed teams of students from several countries take a real problem from an industrial partner to a working prototype. This year it runs at the Karlsruhe Institute of Technology and at Politecnico di Milano.',
    'Teaching is in English and ends with a public pitch; participants receive a certificate worth 5 ECTS credits, which your faculty may count as an elective.',
  ),
  introAr: paragraphs(
    'أوبت مدرسة صيفية مدتها ثلاثة أسابيع تعمل فيها فرق مختلطة من طلاب عدة دول على مشكلة حقيقية يطرحها شريك صناعي حتى تصل بها إلى نموذج أولي يعمل. تُعقد هذا العام في معهد كارلسروه للتكنولوجيا وفي جامعة البوليتكنيك في ميلانو.',
    'الدراسة باللغة الإنجليزية وتُختتم بعرض علني للمشروعات، ويحصل المشاركون على شهادة تعادل 5 ساعات معتمدة أوروبية يجوز لكليتك احتسابها مقررًا اختياريًا.',
  ),
  flyerEn: paragraphs(
    'Three weeks, one real project, thirty students from eight countries. Learn design thinking, rapid prototyping and how to present to investors, with mentors from the host universities and their industrial partners.',
    'Open to students from the second to the fourth year of every faculty with a cumulative GPA of at least 2.00. Rank the two hosts in the order you prefer; places are given by GPA.',
    'The fee covers tuition, accommodation in student residences and local transport; flights and visas are yours. Applications open on this page in the coming weeks.',
  ),
  flyerAr: paragraphs(
    'ثلاثة أسابيع، ومشروع حقيقي واحد، وثلاثون طالبًا من ثماني دول. تعلّم التفكير التصميمي والنمذجة السريعة وعرض الأفكار على المستثمرين، بإشراف مرشدين من الجامعتين المضيفتين وشركائهما الصناعيين.',
    'متاحة لطلاب الفرق من الثانية إلى الرابعة في جميع الكليات بمعدل تراكمي لا يقل عن 2.00. رتّب الجامعتين المضيفتين حسب رغبتك، وتُمنح الأماكن حسب المعدل.',
    'تشمل الرسوم الدراسة والسكن في المدن الجامعية والمواصلات المحلية، أما تذاكر الطيران والتأشيرة فعلى الطالب. يُفتح باب التقدّم على هذه الصفحة خلال الأسابيع القادمة.',
  ),
};

export const DUPHAT_TEXTS: ProgramTexts = {
  titleEn: 'DUPHAT: Summer Diploma in Pharmaceutical Technology, Paris',
  titleAr: 'دوفات: الدبلومة الصيفية في التكنولوجيا الصيدلية، باريس',
  introEn: paragraphs(
    'DUPHAT is a four-week university diploma in industrial pharmacy taught at the Faculty of Pharmacy of Université Paris Cité: formulation, quality by design, good manufacturing practice and visits to production sites in the Paris region.',
    'It is open to pharmacy students from the third year on. Places are given in the order applications are completed, while places last; the fee can be paid at once or in two installments.',
  ),
  introAr: paragraphs(
    'دوفات دبلومة جامعية مدتها أربعة أسابيع في الصيدلة الصناعية تُدرّس في كلية الصيدلة بجامعة باريس سيتيه: تصميم المستحضرات، والجودة بالتصميم، وممارسات التصنيع الجيد، وزيارات لمواقع إنتاج في منطقة باريس.',
    'البرنامج متاح لطلاب الصيدلة من الفرقة الثالثة فما بعدها. تُمنح الأماكن بترتيب اكتمال الطلبات حتى نفادها، ويمكن سداد الرسوم دفعة واحدة أو على قسطين.',
  ),
  flyerEn: paragraphs(
    'Learn how medicines are made where they are made. DUPHAT combines lectures by the faculty of Université Paris Cité with laboratory sessions in its teaching pharmacy and site visits to manufacturers.',
    'Successful participants receive the university diploma of Université Paris Cité and a transcript of 6 ECTS credits.',
    'The fee covers tuition, laboratory materials, the site visits and a shared room in the Cité internationale universitaire. Pay it in full, or half on acceptance and half before departure.',
  ),
  flyerAr: paragraphs(
    'تعرّف على صناعة الدواء في أماكن صناعته. يجمع دوفات بين محاضرات أعضاء هيئة التدريس بجامعة باريس سيتيه وجلسات معملية في صيدليتها التعليمية وزيارات ميدانية لمصانع الدواء.',
    'يحصل المجتازون على الدبلومة الجامعية من جامعة باريس سيتيه وكشف درجات بست ساعات معتمدة أوروبية.',
    'تشمل الرسوم الدراسة والمواد المعملية والزيارات الميدانية وغرفة مشتركة في المدينة الجامعية الدولية بباريس. ادفعها كاملة، أو نصفها عند القبول والنصف الآخر قبل السفر.',
  ),
};

export const CURIOUS_TEXTS: ProgramTexts = {
  titleEn: 'Future Insight Conference',
  titleAr: 'مؤتمر رؤى المستقبل',
  introEn: paragraphs(
    'The Future Insight Conference brings students and researchers from Asia, Europe and Africa together for three days of talks, workshops and a student poster competition on artificial intelligence, health and sustainable cities. This year it is hosted by Universiti Malaya in Kuala Lumpur.',
    'Every student may register. A completed registration takes a seat at once while seats last; the fee can be paid in full or in two installments.',
  ),
  introAr: paragraphs(
    'يجمع مؤتمر رؤى المستقبل طلابًا وباحثين من آسيا وأوروبا وأفريقيا في ثلاثة أيام من المحاضرات وورش العمل ومسابقة الملصقات العلمية للطلاب حول الذكاء الاصطناعي والصحة والمدن المستدامة. تستضيفه هذا العام جامعة ملايا في كوالالمبور.',
    'يحق لكل طالب التسجيل. يحجز التسجيل المكتمل مقعدًا فورًا ما دامت المقاعد متاحة، ويمكن سداد الرسوم كاملة أو على قسطين.',
  ),
  flyerEn: paragraphs(
    'Three days, forty speakers, one question: what will the next ten years ask of us? Keynotes from industry and academia, hands-on workshops and a poster competition whose winners present on the main stage.',
    'The fee includes registration, the workshops, lunches and the closing dinner. The university arranges group flights and a hotel near the campus at a student rate.',
    'Bring a scan of your student card if you want the student rate at the hotel; nothing else is needed to register.',
  ),
  flyerAr: paragraphs(
    'ثلاثة أيام، وأربعون متحدثًا، وسؤال واحد: ماذا ستطلب منا السنوات العشر القادمة؟ محاضرات رئيسية من الصناعة والجامعات، وورش عمل تطبيقية، ومسابقة ملصقات يعرض الفائزون فيها أعمالهم على المنصة الرئيسية.',
    'تشمل الرسوم التسجيل وورش العمل ووجبات الغداء وعشاء الختام. وتنظّم الجامعة رحلات طيران جماعية وإقامة في فندق قريب من الحرم الجامعي بسعر مخفّض للطلاب.',
    'أرفق صورة بطاقتك الجامعية إن أردت سعر الطلاب في الفندق؛ ولا يلزم غير ذلك للتسجيل.',
  ),
};

export const GMU_TEXTS: ProgramTexts = {
  titleEn: 'Clinical Training Summer at George Mason University',
  titleAr: 'التدريب الإكلينيكي الصيفي في جامعة جورج ميسون',
  introEn: paragraphs(
    'Six weeks of clinical rotations with the College of Public Health of George Mason University and its partner hospitals in Northern Virginia: ward rounds with clinical pharmacists and dentists, case discussions and a short research project.',
    'For pharmacy and dentistry students from the fourth year on, with a cumulative GPA of at least 2.70. Applications are closed and have been ranked; the allocation will be published on this page.',
  ),
  introAr: paragraphs(
    'ستة أسابيع من التدريب الإكلينيكي مع كلية الصحة العامة بجامعة جورج ميسون والمستشفيات الشريكة لها في شمال فيرجينيا: مرور على الأقسام مع الصيادلة الإكلينيكيين وأطباء الأسنان، ومناقشة حالات، ومشروع بحثي قصير.',
    'البرنامج لطلاب الصيدلة وطب الأسنان من الفرقة الرابعة فما بعدها بمعدل تراكمي لا يقل عن 2.70. أُغلق باب التقدّم ورُتّبت الطلبات، وستُنشر نتيجة التوزيع على هذه الصفحة.',
  ),
  flyerEn: paragraphs(
    'Train where clinical pharmacy was shaped. Rotate through internal medicine, paediatrics and community dental clinics, supervised by George Mason faculty.',
    'A recommendation letter from a member of your faculty and a copy of your passport are required; the office sends the nomination, and George Mason issues the DS-2019 form for the J-1 visa.',
    'The fee covers the training, health insurance and housing on the Fairfax campus; it can be paid in full or in two installments.',
  ),
  flyerAr: paragraphs(
    'تدرّب حيث تشكّلت الصيدلة الإكلينيكية. تنقّل بين أقسام الباطنة وطب الأطفال وعيادات الأسنان المجتمعية بإشراف أعضاء هيئة التدريس بجامعة جورج ميسون.',
    'يلزم خطاب توصية من أحد أعضاء هيئة التدريس بكليتك وصورة جواز السفر؛ يرسل المكتب الترشيح، وتصدر جامعة جورج ميسون نموذج DS-2019 اللازم لتأشيرة J-1.',
    'تشمل الرسوم التدريب والتأمين الصحي والسكن في حرم فيرفاكس الجامعي، ويمكن سدادها كاملة أو على قسطين.',
  ),
};

/** The previous regular term's exchange, named after its term. */
export const pastExchangeTexts = (termEn: string, termAr: string): ProgramTexts => ({
  titleEn: `Semester exchange: ${termEn}`,
  titleAr: `التبادل الطلابي لفصل دراسي: ${termAr}`,
  introEn: paragraphs(
    `The exchange of ${termEn} has run its course. Its students spent the term at the Technical University of Munich, Politecnico di Milano, Ghent University, Tohoku University, the Complutense University of Madrid and the University of Ottawa.`,
    'Returning students: hand in the transcript of the partner university to the office, so that your faculty can transfer the credits you earned abroad.',
  ),
  introAr: paragraphs(
    `انتهى التبادل الطلابي في ${termAr}. قضى طلابه الفصل في الجامعة التقنية في ميونخ وجامعة البوليتكنيك في ميلانو وجامعة غنت وجامعة توهوكو وجامعة كومبلوتنسي بمدريد وجامعة أوتاوا.`,
    'إلى الطلاب العائدين: سلّموا كشف درجات الجامعة الشريكة إلى المكتب لتحتسب كلياتكم الساعات التي اجتزتموها في الخارج.',
  ),
  ...EXCHANGE_FLYER,
});
