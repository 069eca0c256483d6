import { hash, verify } from '@node-rs/argon2';
import { eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { staffMembers } from '../staff/schema.js';
import { students } from '../student/schema.js';

/** A person the identity provider can vouch for: the claims of its ID tokens. */
export interface IdpAccount {
  /** The `sub` claim: stable and never the email, which a university may reassign. */
  accountId: string;
  email: string;
  name: string;
}

/** Where an identity provider finds its accounts and checks their passwords. */
export interface AccountDirectory {
  /** The account whose password this is, or undefined for any refusal (unknown, wrong, disabled). */
  authenticate(email: string, password: string): Promise<IdpAccount | undefined>;
  /** An account that may still use the sessions and tokens issued to it. */
  find(accountId: string): Promise<IdpAccount | undefined>;
}

/**
 * The demo university's accounts: its students and its staff. This provider stands in for the
 * university's real identity provider, which would hold one password per person. The demo has no
 * per-student password hashes — argon2 hashes of 50,000 students would take about an hour to generate —
 * so every student's password is DEMO_PASSWORD, hashed once here at start-up and verified like any other
 * hash (same cost per attempt). Staff have their own argon2id hashes. Students are whoever the registry
 * lists, in any status: the portal, not the provider, decides who may use it.
 */
export async function universityAccounts(db: Database, demoPassword: string): Promise<AccountDirectory> {
  // argon2id: @node-rs/argon2's default (its Algorithm const enum cannot be named under isolatedModules).
  const studentPasswordHash = await hash(demoPassword);

  async function findStudentByEmail(email: string) {
    const [student] = await db.select().from(students).where(eq(students.email, email));
    return student;
  }
  async function findActiveStaff(where: SQL) {
    const [member] = await db.select().from(staffMembers).where(where);
    if (!member || member.status !== 'active') return undefined;
    return member;
  }

  return {
    async authenticate(rawEmail, password) {
      const email = rawEmail.trim().toLowerCase();
      const student = await findStudentByEmail(email);
      if (student) {
        const matches = await verify(studentPasswordHash, password).catch(() => false);
        return matches ? studentAccount(student) : undefined;
      }
      const member = await findActiveStaff(eq(staffMembers.email, email));
      // Unknown addresses cost one verification too, so timing does not tell who has an account.
      const matches = await verify(member?.passwordHash ?? studentPasswordHash, password).catch(() => false);
      return member && matches ? staffAccount(member) : undefined;
    },
    async find(accountId) {
      const parsed = /^(student|staff)-(\d{1,10})$/.exec(accountId);
      if (!parsed) return undefined;
      const id = Number(parsed[2]);
      if (parsed[1] === 'student') {
        const [student] = await db.select().from(students).where(eq(students.id, id));
        return student ? studentAccount(student) : undefined;
      }
      const member = await findActiveStaff(eq(staffMembers.id, id));
      return member ? staffAccount(member) : undefined;
    },
  };
}

function studentAccount(student: { id: number; email: string; nameEn: string }): IdpAccount {
  return { accountId: `student-${student.id}`, email: student.email, name: student.nameEn };
}

function staffAccount(member: { id: number; email: string; nameEn: string }): IdpAccount {
  return { accountId: `staff-${member.id}`, email: member.email, name: member.nameEn };
}
