import type { NewStudentBlock } from '../modules/default-data/schema.js';
import type { NewMenuPageOverride } from '../modules/menu/schema.js';
import type { NewStudent } from '../modules/student/schema.js';
import { dayOf, instantOn } from './days.js';
import { SHOWCASES } from './showcases.js';

export interface PortalAccessRows {
  blocks: NewStudentBlock[];
  overrides: NewMenuPageOverride[];
}

const OFFICE_HOURS_UTC = 8;

/**
 * The blocked showcase student, an exam bar, a lifted block, and a few per-student menu exceptions of the
 * kinds a registrar records (a committee's grant, a temporary extension, a cancelled service, an expired
 * grant). Students are picked by their situation, in id order, never by chance.
 */
export function buildPortalAccess(students: readonly NewStudent[], today: Date): PortalAccessRows {
  const day = dayOf(today);
  const at = (offset: number) => instantOn(day + offset, OFFICE_HOURS_UTC);
  const taken = new Set<number>();
  const pick = (accepts: (student: NewStudent) => boolean): number | undefined => {
    // Showcase students keep the situation the demo logins promise; only the blocked one is chosen here.
    const found = students.find(
      (student, index) =>
        index >= SHOWCASES.length && student.status === 'active' && !taken.has(index + 1) && accepts(student),
    );
    const id = found?.id;
    if (id !== undefined) taken.add(id);
    return id;
  };

  const blocks: NewStudentBlock[] = [];
  const showcaseIndex = SHOWCASES.findIndex((showcase) => showcase.portalBlocked);
  const blockedShowcase = students.length >= SHOWCASES.length ? students[showcaseIndex]?.id : undefined;
  if (blockedShowcase !== undefined) {
    blocks.push({
      studentId: blockedShowcase,
      scope: 'portal',
      reason: 'Your portal access is suspended pending a disciplinary hearing. Please visit Student Affairs.',
      startsAt: at(-3),
      endsAt: null,
    });
  }
  const unpaid = pick((student) => student.level >= 2);
  if (unpaid !== undefined) {
    blocks.push({
      studentId: unpaid,
      scope: 'exams',
      reason: 'Unpaid tuition for this term: please settle it at the Finance Office to sit the exams.',
      startsAt: at(-10),
      endsAt: null,
    });
  }
  const lifted = pick(() => true);
  if (lifted !== undefined) {
    blocks.push({
      studentId: lifted,
      scope: 'portal',
      reason: 'Please renew your student ID card at Student Affairs.',
      startsAt: at(-60),
      endsAt: at(-30),
    });
  }

  const overrides: NewMenuPageOverride[] = [];
  const override = (studentId: number | undefined, row: Omit<NewMenuPageOverride, 'studentId'>) => {
    if (studentId !== undefined) overrides.push({ ...row, studentId });
  };
  override(
    pick((student) => student.level === 3),
    {
      pageName: 'gmu-clinical',
      effect: 'grant',
      reason: 'Admitted to the clinical training exchange by the faculty committee',
    },
  );
  override(
    pick((student) => student.level === 2),
    {
      pageName: 'sstp',
      effect: 'grant',
      reason: 'Late SSTP application approved by the Dean',
      expiresAt: at(21),
    },
  );
  override(
    pick((student) => student.level === 3),
    {
      pageName: 'bus-cash-deposit',
      effect: 'deny',
      reason: 'Bus subscription cancelled at the student’s request',
    },
  );
  override(
    pick(() => true),
    {
      pageName: 'request-recalculation',
      effect: 'grant',
      reason: 'Recalculation requests reopened for one week (ended)',
      expiresAt: at(-1),
    },
  );
  return {
    blocks: blocks.map((row, index) => ({ ...row, id: index + 1 })),
    overrides: overrides.map((row, index) => ({ ...row, id: index + 1 })),
  };
}
