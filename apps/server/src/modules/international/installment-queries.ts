import type { ProgramPage } from '@portal/contract';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/client.js';
import { FEE_PAYABLE } from './application-states.js';
import { intlApplicationActions, intlApplications, intlPrograms } from './schema.js';

/** What paying an application's fee reads of it and its program. */
const feeColumns = {
  id: intlApplications.id,
  studentId: intlApplications.studentId,
  termId: intlApplications.termId,
  state: intlApplications.state,
  planCode: intlApplications.planCode,
  programId: intlPrograms.id,
  mode: intlPrograms.mode,
  pageName: intlPrograms.pageName,
  titleEn: intlPrograms.titleEn,
  titleAr: intlPrograms.titleAr,
  feePiastres: intlPrograms.feePiastres,
  plans: intlPrograms.plans,
};

export type ApplicationFeeRow = Awaited<ReturnType<typeof applicationFeeRows>>[number];

/** Applications with their programs' fees and plans, in one statement (the office's page of 25). */
export function applicationFeeRows(db: Database, applicationIds: readonly number[]) {
  return db
    .select(feeColumns)
    .from(intlApplications)
    .innerJoin(intlPrograms, eq(intlPrograms.id, intlApplications.programId))
    .where(inArray(intlApplications.id, [...applicationIds]));
}

/** One of the student's own applications with its program; another student's is not found. */
export async function studentApplicationFee(db: Database, studentId: number, applicationId: number) {
  const [row] = await db
    .select(feeColumns)
    .from(intlApplications)
    .innerJoin(intlPrograms, eq(intlPrograms.id, intlApplications.programId))
    .where(and(eq(intlApplications.id, applicationId), eq(intlApplications.studentId, studentId)));
  return row;
}

/** The same, with the application's row locked until the transaction ends (choosing a plan once). */
export async function lockedStudentApplicationFee(tx: Transaction, studentId: number, applicationId: number) {
  const [row] = await tx
    .select(feeColumns)
    .from(intlApplications)
    .innerJoin(intlPrograms, eq(intlPrograms.id, intlApplications.programId))
    .where(and(eq(intlApplications.id, applicationId), eq(intlApplications.studentId, studentId)))
    .for('update', { of: intlApplications });
  return row;
}

/** Records the plan chosen at the first payment, in the application's log too. */
export async function choosePlan(tx: Transaction, applicationId: number, planCode: string, now: Date) {
  await tx
    .update(intlApplications)
    .set({ planCode, version: sql`${intlApplications.version} + 1`, updatedAt: now })
    .where(eq(intlApplications.id, applicationId));
  await tx
    .insert(intlApplicationActions)
    .values({ applicationId, at: now, action: 'choose-plan', actor: 'student', comment: planCode });
}

/** The student's most recent application on one of the page's programs whose fee is payable now. */
export async function payableApplicationOfPage(db: Database, studentId: number, pageName: ProgramPage) {
  const [row] = await db
    .select({ applicationId: intlApplications.id, programId: intlPrograms.id })
    .from(intlApplications)
    .innerJoin(intlPrograms, eq(intlPrograms.id, intlApplications.programId))
    .where(
      and(
        eq(intlApplications.studentId, studentId),
        eq(intlPrograms.pageName, pageName),
        inArray(intlApplications.state, [...FEE_PAYABLE]),
        gt(intlPrograms.feePiastres, 0),
      ),
    )
    .orderBy(desc(intlApplications.createdAt), desc(intlApplications.id))
    .limit(1);
  return row;
}
