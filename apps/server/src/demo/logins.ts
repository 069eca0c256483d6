import type { DatabaseHandle } from '../platform/db/client.js';

export interface DemoLogin {
  kind: 'student' | 'staff';
  email: string;
  description: string;
}

/** Each situation a page distinguishes, as a condition on a student row `s` (with its program `p`). */
const SITUATIONS: readonly { description: string; where: string; prefer?: string }[] = [
  {
    description: 'good standing, registered this term',
    where: `s.status = 'active' and s.standing = 'good' and s.level > 1 and p.advising_mode = 'individual' and ${registeredNow(true)}`,
  },
  { description: 'honors', where: `s.status = 'active' and s.standing = 'honors'` },
  { description: 'academic warning', where: `s.status = 'active' and s.standing = 'warning'` },
  { description: 'on probation', where: `s.status = 'active' and s.standing = 'probation'` },
  { description: 'suspended', where: `s.status = 'suspended'` },
  { description: 'group-advising program', where: `s.status = 'active' and p.advising_mode = 'group'` },
  {
    // In a summer term every freshman already has a year of grades; otherwise pick one who has none yet.
    description: 'freshman',
    where: `s.status = 'active' and s.level = 1`,
    prefer: `exists (select 1 from registrations r where r.student_id = s.id and r.status = 'completed')`,
  },
  {
    description: 'not yet registered this term',
    where: `s.status = 'active' and s.level > 1 and not ${registeredNow(false)}`,
  },
  { description: 'graduated', where: `s.status = 'graduated'` },
];

function registeredNow(registered: boolean): string {
  const status = registered ? `and r.status = 'registered'` : '';
  return `exists (select 1 from registrations r join terms t on t.id = r.term_id where r.student_id = s.id and t.is_current ${status})`;
}

/** A handful of students in different situations and every staff account of `domain`, for the start-up banner. */
export async function demoLogins(handle: DatabaseHandle, domain: string): Promise<DemoLogin[]> {
  const logins: DemoLogin[] = [];
  const suffix = `@${domain.toLowerCase()}`;
  for (const situation of SITUATIONS) {
    const rows = await handle.query<{ email: string; program: string; level: number }>(
      `select s.email, p.name_en as program, s.level
         from students s join programs p on p.id = s.program_id
        where right(s.email, length($1)) = $1 and ${situation.where}
        order by ${situation.prefer ? `${situation.prefer}, ` : ''}s.id limit 1`,
      [suffix],
    );
    const row = rows[0];
    if (!row) continue;
    logins.push({
      kind: 'student',
      email: row.email,
      description: `${situation.description} (${row.program}, level ${row.level})`,
    });
  }
  const staff = await handle.query<{ email: string; roles: string[]; status: string }>(
    `select email, roles, status from staff_members where right(email, length($1)) = $1 order by id`,
    [suffix],
  );
  for (const member of staff) {
    const roles = `staff: ${member.roles.join(', ')}`;
    logins.push({
      kind: 'staff',
      email: member.email,
      description: member.status === 'active' ? roles : `${roles} (disabled: sign-in is refused)`,
    });
  }
  return logins;
}
