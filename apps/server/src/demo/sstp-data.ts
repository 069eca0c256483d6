/*
 * The summer training program's demo catalogue: one training program per faculty and the Egyptian organisations
 * that train their students. Real-looking partners; places and dates are drawn by sstp.ts.
 */

export interface DemoSstpProgram {
  facultyCode: string;
  code: string;
  nameEn: string;
  nameAr: string;
  weeksMin: number;
}

/** Every program gives 3 credits: the transcript's TRN 300 carries them. */
export const SSTP_CREDITS = 3;

export const SSTP_PROGRAMS: readonly DemoSstpProgram[] = [
  {
    facultyCode: 'ENG',
    code: 'SSTP-ENG',
    nameEn: 'Engineering Field Training',
    nameAr: 'التدريب الميداني الهندسي',
    weeksMin: 6,
  },
  {
    facultyCode: 'CS',
    code: 'SSTP-CS',
    nameEn: 'Software and IT Internship',
    nameAr: 'تدريب البرمجيات وتقنية المعلومات',
    weeksMin: 6,
  },
  {
    facultyCode: 'BUS',
    code: 'SSTP-BUS',
    nameEn: 'Business Internship',
    nameAr: 'التدريب العملي في إدارة الأعمال',
    weeksMin: 4,
  },
  {
    facultyCode: 'PHR',
    code: 'SSTP-PHR',
    nameEn: 'Pharmacy Practice Training',
    nameAr: 'التدريب الصيدلي العملي',
    weeksMin: 6,
  },
  {
    facultyCode: 'DEN',
    code: 'SSTP-DEN',
    nameEn: 'Dental Clinic Observership',
    nameAr: 'التدريب في عيادات الأسنان',
    weeksMin: 4,
  },
  {
    facultyCode: 'ARC',
    code: 'SSTP-ARC',
    nameEn: 'Architecture Office and Site Training',
    nameAr: 'التدريب في المكاتب والمواقع المعمارية',
    weeksMin: 6,
  },
  {
    facultyCode: 'MCM',
    code: 'SSTP-MCM',
    nameEn: 'Newsroom and Studio Internship',
    nameAr: 'التدريب في غرف الأخبار والاستوديوهات',
    weeksMin: 4,
  },
  {
    facultyCode: 'LAN',
    code: 'SSTP-LAN',
    nameEn: 'Translation and Language Services Internship',
    nameAr: 'التدريب في الترجمة والخدمات اللغوية',
    weeksMin: 4,
  },
];

export interface DemoOrganization {
  nameEn: string;
  nameAr: string;
  city: string;
  /** sstp_categories.code (seeded by the migration). */
  category: 'industry' | 'healthcare' | 'banking' | 'technology' | 'government' | 'ngo';
  /** sstp_languages.code. */
  languages: readonly ('en' | 'ar' | 'de' | 'fr')[];
  /** The faculties whose program it trains in. */
  faculties: readonly string[];
}

export const SSTP_ORGANIZATIONS: readonly DemoOrganization[] = [
  {
    nameEn: 'Vodafone Egypt',
    nameAr: 'فودافون مصر',
    city: 'Smart Village, Giza',
    category: 'technology',
    languages: ['en', 'ar'],
    faculties: ['CS', 'ENG', 'BUS'],
  },
  {
    nameEn: 'Telecom Egypt',
    nameAr: 'المصرية للاتصالات',
    city: 'New Administrative Capital',
    category: 'technology',
    languages: ['ar', 'en'],
    faculties: ['ENG', 'CS'],
  },
  {
    nameEn: 'Orange Egypt',
    nameAr: 'أورنج مصر',
    city: 'Cairo',
    category: 'technology',
    languages: ['en', 'fr', 'ar'],
    faculties: ['CS', 'BUS', 'LAN'],
  },
  {
    nameEn: 'ITWorx',
    nameAr: 'آي تي ووركس',
    city: 'Cairo',
    category: 'technology',
    languages: ['en'],
    faculties: ['CS'],
  },
  {
    nameEn: 'Valeo Egypt',
    nameAr: 'فاليو مصر',
    city: 'Smart Village, Giza',
    category: 'technology',
    languages: ['en', 'fr'],
    faculties: ['CS', 'ENG'],
  },
  {
    nameEn: 'National Bank of Egypt',
    nameAr: 'البنك الأهلي المصري',
    city: 'Cairo',
    category: 'banking',
    languages: ['ar', 'en'],
    faculties: ['BUS', 'CS'],
  },
  {
    nameEn: 'Banque Misr',
    nameAr: 'بنك مصر',
    city: 'Cairo',
    category: 'banking',
    languages: ['ar', 'en'],
    faculties: ['BUS'],
  },
  {
    nameEn: 'Commercial International Bank (CIB)',
    nameAr: 'البنك التجاري الدولي',
    city: 'Giza',
    category: 'banking',
    languages: ['en', 'ar'],
    faculties: ['BUS', 'LAN'],
  },
  {
    nameEn: 'Dar Al Fouad Hospital',
    nameAr: 'مستشفى دار الفؤاد',
    city: '6th of October City',
    category: 'healthcare',
    languages: ['en', 'ar'],
    faculties: ['PHR', 'DEN'],
  },
  {
    nameEn: 'Cleopatra Hospitals Group',
    nameAr: 'مجموعة مستشفيات كليوباترا',
    city: 'Heliopolis, Cairo',
    category: 'healthcare',
    languages: ['en', 'ar'],
    faculties: ['PHR', 'DEN'],
  },
  {
    nameEn: 'EIPICO',
    nameAr: 'إيبيكو للأدوية',
    city: '10th of Ramadan City',
    category: 'industry',
    languages: ['ar', 'en'],
    faculties: ['PHR'],
  },
  {
    nameEn: 'Orascom Construction',
    nameAr: 'أوراسكوم للإنشاءات',
    city: 'Cairo',
    category: 'industry',
    languages: ['en', 'ar'],
    faculties: ['ENG', 'ARC'],
  },
  {
    nameEn: 'Hassan Allam Holding',
    nameAr: 'حسن علام القابضة',
    city: 'Cairo',
    category: 'industry',
    languages: ['ar', 'en'],
    faculties: ['ENG', 'ARC'],
  },
  {
    nameEn: 'Elsewedy Electric',
    nameAr: 'السويدي إليكتريك',
    city: '10th of Ramadan City',
    category: 'industry',
    languages: ['ar', 'en'],
    faculties: ['ENG'],
  },
  {
    nameEn: 'Siemens Egypt',
    nameAr: 'سيمنز مصر',
    city: 'New Cairo',
    category: 'industry',
    languages: ['en', 'de'],
    faculties: ['ENG', 'LAN'],
  },
  {
    nameEn: 'Al-Ahram Establishment',
    nameAr: 'مؤسسة الأهرام',
    city: 'Cairo',
    category: 'government',
    languages: ['ar', 'en', 'fr'],
    faculties: ['MCM', 'LAN'],
  },
  {
    nameEn: 'Al-Masry Al-Youm',
    nameAr: 'المصري اليوم',
    city: 'Cairo',
    category: 'industry',
    languages: ['ar'],
    faculties: ['MCM'],
  },
  {
    nameEn: 'Egyptian Red Crescent',
    nameAr: 'الهلال الأحمر المصري',
    city: 'Cairo',
    category: 'ngo',
    languages: ['ar', 'en'],
    faculties: ['PHR', 'MCM', 'LAN', 'BUS'],
  },
];
