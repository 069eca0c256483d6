import type { NewStudent } from '../modules/student/schema.js';

/**
 * The first students are drawn to order, so that even a tiny demo has someone in each situation the
 * pages distinguish; `demoLogins` later finds them (or others like them) by querying, not by id.
 */
export interface Showcase {
  programCode: string;
  /** Years since admission, or 'graduate' for the cohort that has finished. */
  cohort: number | 'graduate';
  ability: number;
  registersNow?: boolean;
  suspended?: boolean;
  /** Active, but blocked from the portal (demo/portal-access.ts): the menu answers 403. */
  portalBlocked?: boolean;
  accepts(student: Omit<NewStudent, 'code' | 'email'>, attempts: number): boolean;
}

export const SHOWCASES: readonly Showcase[] = [
  {
    programCode: 'CS-CSC',
    cohort: 2,
    ability: 0.3,
    registersNow: true,
    accepts: (s, attempts) => s.standing === 'good' && s.status === 'active' && attempts > 0,
  },
  {
    programCode: 'BUS-ACC',
    cohort: 1,
    ability: 2.4,
    registersNow: true,
    accepts: (s) => s.standing === 'honors',
  },
  {
    programCode: 'ENG-ECE',
    cohort: 2,
    ability: -2.2,
    registersNow: true,
    suspended: false,
    accepts: (s) => s.standing === 'probation' && s.status === 'active',
  },
  {
    programCode: 'MCM-JOU',
    cohort: 2,
    ability: -2.3,
    suspended: true,
    accepts: (s) => s.status === 'suspended',
  },
  {
    programCode: 'PHR-PD',
    cohort: 1,
    ability: 0.6,
    registersNow: true,
    accepts: (s) => s.status === 'active' && s.standing === 'good',
  },
  { programCode: 'CS-AI', cohort: 0, ability: 0.5, registersNow: true, accepts: (s) => s.level === 1 },
  { programCode: 'BUS-MKT', cohort: 'graduate', ability: 1.2, accepts: (s) => s.status === 'graduated' },
  {
    programCode: 'LAN-ENG',
    cohort: 2,
    ability: -1.1,
    registersNow: true,
    accepts: (s) => s.standing === 'warning' && s.status === 'active',
  },
  {
    programCode: 'ARC-ARC',
    cohort: 1,
    ability: 0.4,
    registersNow: false,
    accepts: (s) => s.status === 'active' && s.standing === 'good',
  },
  // In the audience of the one must-accept announcement (demo/announcements.ts): fourth-year Clinical Pharmacy.
  {
    programCode: 'PHR-CL',
    cohort: 3,
    ability: 0.9,
    registersNow: true,
    accepts: (s) =>
      s.status === 'active' && s.level === 4 && (s.standing === 'good' || s.standing === 'honors'),
  },
  {
    programCode: 'BUS-FIN',
    cohort: 2,
    ability: 0.5,
    registersNow: true,
    portalBlocked: true,
    accepts: (s) => s.status === 'active' && s.standing === 'good',
  },
];
