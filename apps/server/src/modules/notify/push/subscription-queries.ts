import { and, desc, eq, ne, notInArray, or, sql } from 'drizzle-orm';
import type { PushTokenKind } from '@portal/contract';
import type { Database } from '../../../platform/db/client.js';
import { pushSubscriptions } from '../schema.js';

export interface DeviceRegistration {
  studentId: number;
  deviceId: string;
  kind: PushTokenKind;
  endpoint: string;
  p256dh: string | null;
  auth: string | null;
}

/** Devices one student may have registered; registering another drops the longest unused. */
export const DEVICES_PER_STUDENT = 10;

/**
 * Registers the device in one transaction: the endpoint moves to this student and device if another row
 * had it (a shared browser whose last user never signed out), the student's row for the device is created
 * or updated in place (so repeating the call changes nothing), and the student keeps at most
 * DEVICES_PER_STUDENT devices.
 */
export async function saveRegistration(db: Database, registration: DeviceRegistration): Promise<void> {
  const { studentId, deviceId, kind, endpoint, p256dh, auth } = registration;
  await db.transaction(async (tx) => {
    await tx
      .delete(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.endpoint, endpoint),
          or(ne(pushSubscriptions.studentId, studentId), ne(pushSubscriptions.deviceId, deviceId)),
        ),
      );
    await tx
      .insert(pushSubscriptions)
      .values({ studentId, deviceId, kind, endpoint, p256dh, auth })
      .onConflictDoUpdate({
        target: [pushSubscriptions.studentId, pushSubscriptions.deviceId],
        set: { kind, endpoint, p256dh, auth },
      });
    const kept = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.studentId, studentId))
      .orderBy(
        desc(sql`coalesce(${pushSubscriptions.lastUsedAt}, ${pushSubscriptions.createdAt})`),
        desc(pushSubscriptions.id),
      )
      .limit(DEVICES_PER_STUDENT);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.studentId, studentId), notInArray(pushSubscriptions.id, kept)));
  });
}

/** The student's registrations of this device or of this endpoint/token; answers how many were removed. */
export async function deleteRegistrations(
  db: Database,
  studentId: number,
  match: { deviceId?: string; endpoint?: string },
): Promise<number> {
  const conditions = [
    match.deviceId === undefined ? undefined : eq(pushSubscriptions.deviceId, match.deviceId),
    match.endpoint === undefined ? undefined : eq(pushSubscriptions.endpoint, match.endpoint),
  ].filter((condition) => condition !== undefined);
  if (conditions.length === 0) return 0;
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.studentId, studentId), or(...conditions)))
    .returning({ id: pushSubscriptions.id });
  return removed.length;
}
