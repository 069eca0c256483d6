import type { DatabaseHandle } from '../platform/db/client.js';
import { buildStudent } from './factories.js';
import type { DeviceKeys, PushDouble } from './push-double.js';

export interface Fleet {
  /** Each student's one browser, registered at the double. */
  devices: Map<number, DeviceKeys>;
}

/**
 * `count` enrolled students of one program, each with one browser subscribed at the push double, loaded
 * in bulk (two statements) so tests and the fan-out benchmark can have thousands.
 */
export async function seedStudentsWithDevices(
  handle: DatabaseHandle,
  double: PushDouble,
  count: number,
): Promise<Fleet> {
  const first = await buildStudent(handle.db);
  const tag = `${String(first.id)}x${String(Date.now() % 100_000)}`;
  const rows = await handle.query<{ id: number }>(
    `insert into students (code, email, name_en, name_ar, faculty_id, program_id, admitted_term_id, level)
     select 'F' || $1 || '-' || n, 'fleet.' || $1 || '.' || n || '@test.edu.eg', 'Fleet ' || n, 'طالب ' || n,
            $2, $3, $4, 1 + n % 5
       from generate_series(1, $5::int - 1) as n
     returning id`,
    [tag, first.facultyId, first.programId, first.admittedTermId, count],
  );
  const studentIds = [first.id, ...rows.map((row) => row.id)];
  const devices = new Map<number, DeviceKeys>();
  for (const id of studentIds) devices.set(id, double.newDevice());
  const listed = [...devices.entries()];
  await handle.query(
    `insert into push_subscriptions (student_id, device_id, kind, endpoint, p256dh, auth)
     select student_id, 'fleet-' || student_id, 'web', endpoint, p256dh, auth
       from unnest($1::int[], $2::text[], $3::text[], $4::text[]) as t(student_id, endpoint, p256dh, auth)`,
    [
      listed.map(([id]) => id),
      listed.map(([, device]) => device.endpoint),
      listed.map(([, device]) => device.keys.p256dh),
      listed.map(([, device]) => device.keys.auth),
    ],
  );
  return { devices };
}
