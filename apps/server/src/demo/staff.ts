import { hash } from '@node-rs/argon2';
import { STAFF_ROLES, type NewStaffMember, type StaffRole } from '../modules/staff/schema.js';

interface StaffAccount {
  mailbox: string;
  nameEn: string;
  nameAr: string;
  roles: StaffRole[];
  status: 'active' | 'disabled';
  /** Shown beside the login at start-up. */
  description: string;
}

const ROLE_HOLDERS: Record<StaffRole, Pick<StaffAccount, 'nameEn' | 'nameAr' | 'description'>> = {
  registrar: { nameEn: 'Hesham Adel Mansour', nameAr: 'هشام عادل منصور', description: 'role: registrar' },
  auditor: { nameEn: 'Rania Ashraf Fahmy', nameAr: 'رانيا أشرف فهمي', description: 'role: auditor' },
  communications: {
    nameEn: 'Omar Tarek Hegazy',
    nameAr: 'عمر طارق حجازي',
    description: 'role: communications',
  },
  quality: {
    nameEn: 'Nermeen Wael Abdel-Aziz',
    nameAr: 'نرمين وائل عبد العزيز',
    description: 'role: quality',
  },
  finance: { nameEn: 'Karim Essam Soliman', nameAr: 'كريم عصام سليمان', description: 'role: finance' },
  'student-services': {
    nameEn: 'Salma Hany Fouad',
    nameAr: 'سلمى هاني فؤاد',
    description: 'role: student-services (requests back office)',
  },
  'international-office': {
    nameEn: 'Youssef Tarek El-Masry',
    nameAr: 'يوسف طارق المصري',
    description: 'role: international-office (programs, applications, allocation rounds)',
  },
  'placement-office': {
    nameEn: 'Hoda Magdy Farouk',
    nameAr: 'هدى مجدي فاروق',
    description: 'role: placement-office (Tanseek rounds, previews, publication)',
  },
  'training-office': {
    nameEn: 'Mona Sherif Abdel-Rahman',
    nameAr: 'منى شريف عبد الرحمن',
    description: 'role: training-office (SSTP cycles, allocation, evaluations)',
  },
  'it-desk': {
    nameEn: 'Tamer Nabil Ezzat',
    nameAr: 'تامر نبيل عزت',
    description: 'role: it-desk (account requests: unlock, MFA reset, email alias, name correction)',
  },
  'events-office': {
    nameEn: 'Dina Mahmoud Ragab',
    nameAr: 'دينا محمود رجب',
    description: 'role: events-office (ceremonies and events, registrations, guests, invitation mail)',
  },
  usher: {
    nameEn: 'Ahmed Samir Lotfy',
    nameAr: 'أحمد سمير لطفي',
    description: 'role: usher (checks tickets in at an event door)',
  },
};

/** One account per role, one with several (a dean's office does many jobs) and one that was disabled. */
export const STAFF_ACCOUNTS: readonly StaffAccount[] = [
  ...STAFF_ROLES.map((role) => ({
    ...ROLE_HOLDERS[role],
    mailbox: role,
    roles: [role],
    status: 'active' as const,
  })),
  {
    mailbox: 'student.affairs',
    nameEn: 'Dina Samir El-Gendy',
    nameAr: 'دينا سمير الجندي',
    roles: ['registrar', 'communications', 'quality'],
    status: 'active',
    description: 'several roles: registrar, communications and quality',
  },
  {
    mailbox: 'former.registrar',
    nameEn: 'Magdy Fawzy Tadros',
    nameAr: 'مجدي فوزي تادرس',
    roles: ['registrar'],
    status: 'disabled',
    description: 'disabled account: sign-in is refused',
  },
];

export async function buildStaffMembers(password: string, domain: string): Promise<NewStaffMember[]> {
  // argon2id is the library's default algorithm; each hash gets its own random salt.
  const hashes = await Promise.all(STAFF_ACCOUNTS.map(() => hash(password)));
  return STAFF_ACCOUNTS.map((account, index) => ({
    id: index + 1,
    email: `${account.mailbox}@${domain}`.toLowerCase(),
    nameEn: account.nameEn,
    nameAr: account.nameAr,
    roles: account.roles,
    passwordHash: hashes[index] ?? '',
    status: account.status,
  }));
}
