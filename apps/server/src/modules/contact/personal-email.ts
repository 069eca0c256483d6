import { createHash, randomBytes } from 'node:crypto';
import type { StudentContactCard } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { RefusedInTransaction, refusable, type Refused } from '../../platform/http/refused.js';
import { queueMail } from '../../platform/mail/outbox.js';
import { say } from '../../platform/i18n/said.js';
import { inLanguage } from '../../platform/i18n/words.js';
import { contactCardOf } from './card.js';
import {
  confirmEmailChange,
  emailChangeByToken,
  insertEmailChange,
  openEmailChange,
  personalEmailOf,
  registrarRecordOf,
  replaceOpenEmailChange,
} from './queries.js';

/** How long a confirmation link works. */
export const EMAIL_LINK_HOURS = 24;
/** The same address asked for again within this time is a double tap: no second email. */
const DOUBLE_TAP_MS = 2 * 60 * 1000;
/** 32 random bytes: the link's secret, kept only as its SHA-256. */
const TOKEN_BYTES = 32;

export const tokenHashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

type CardOutcome = { kind: 'done'; card: StudentContactCard } | Refused;

async function answer(
  db: Database,
  studentId: number,
  now: Date,
  outcome: Refused | null,
): Promise<CardOutcome> {
  if (outcome) return outcome;
  const card = await contactCardOf(db, studentId, now);
  return card
    ? { kind: 'done', card }
    : { kind: 'refused', status: '404', message: say('student.recordNotFound') };
}

/**
 * ChangePersonalEmail: replaces any pending change with a new one and queues the email carrying its link
 * (`<portal>/#/contact?confirm=<token>`) in the same transaction, so a rolled-back change sends nothing.
 */
export async function changePersonalEmail(
  db: Database,
  portalUrl: string,
  studentId: number,
  requested: string,
  now: Date,
): Promise<CardOutcome> {
  const email = requested.trim().toLowerCase();
  const outcome = await refusable(() =>
    db.transaction(async (tx) => {
      const [record, personal] = await Promise.all([
        registrarRecordOf(tx, studentId),
        personalEmailOf(tx, studentId),
      ]);
      if (!record) throw new RefusedInTransaction('404', say('student.recordNotFound'));
      if (email === record.email) throw new RefusedInTransaction('422', say('contact.emailIsUniversity'));
      if (email === personal?.email)
        throw new RefusedInTransaction('409', say('contact.emailAlreadyConfirmed'));
      const open = await openEmailChange(tx, studentId);
      if (open?.email === email && now.getTime() - open.createdAt.getTime() < DOUBLE_TAP_MS) return;
      await replaceOpenEmailChange(tx, studentId, now);
      const token = randomBytes(TOKEN_BYTES).toString('base64url');
      const change = await insertEmailChange(tx, {
        studentId,
        email,
        tokenHash: tokenHashOf(token),
        expiresAt: new Date(now.getTime() + EMAIL_LINK_HOURS * 3600 * 1000),
        createdAt: now,
      });
      const link = `${portalUrl}/#/contact?confirm=${token}`;
      const body = (language: 'en' | 'ar', name: string) =>
        inLanguage(say('contact.mail.body', { name, email, link, hours: EMAIL_LINK_HOURS }), language);
      const subject = say('contact.mail.subject');
      await queueMail(tx, {
        key: `contact-confirm:${String(change.id)}`,
        purpose: 'contact-confirm',
        to: email,
        subject: `${inLanguage(subject, 'en')} | ${inLanguage(subject, 'ar')}`,
        text: `${body('en', record.nameEn)}\n\n— — —\n\n${body('ar', record.nameAr)}`,
      });
    }),
  );
  return answer(db, studentId, now, outcome.kind === 'refused' ? outcome : null);
}

/**
 * ConfirmPersonalEmail: the token must be the signed-in student's, unused, not replaced and not expired;
 * anything else is refused and changes nothing. Another student's token reads as no token at all.
 */
export async function confirmPersonalEmail(
  db: Database,
  studentId: number,
  token: string,
  now: Date,
): Promise<CardOutcome> {
  const outcome = await refusable(() =>
    db.transaction(async (tx) => {
      const change = await emailChangeByToken(tx, studentId, tokenHashOf(token));
      if (!change) throw new RefusedInTransaction('404', say('contact.linkNotYours'));
      if (change.confirmedAt) throw new RefusedInTransaction('409', say('contact.linkUsed'));
      if (change.replacedAt) throw new RefusedInTransaction('409', say('contact.linkReplaced'));
      if (change.expiresAt <= now)
        throw new RefusedInTransaction('409', say('contact.linkExpired', { hours: EMAIL_LINK_HOURS }));
      await confirmEmailChange(tx, change, now);
    }),
  );
  return answer(db, studentId, now, outcome.kind === 'refused' ? outcome : null);
}
