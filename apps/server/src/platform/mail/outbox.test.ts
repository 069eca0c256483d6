import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { startSmtpCapture, type SmtpCapture } from '../../test/smtp-capture.js';
import { queueMail, queueMails, type OutgoingMail } from './outbox.js';
import { mailOutbox } from './schema.js';
import { retryDelaySeconds } from './sender.js';

let testApp: TestApp | undefined;
let smtp: SmtpCapture | undefined;

afterEach(async () => {
  await testApp?.close();
  await smtp?.close();
  testApp = undefined;
  smtp = undefined;
});

const PDF = Buffer.from('%PDF-1.4\n% a ticket\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

const mail = (key: string, overrides: Partial<OutgoingMail> = {}): OutgoingMail => ({
  key,
  purpose: 'test',
  to: 'guest@example.org',
  subject: `Mail ${key}`,
  text: `Hello ${key}`,
  ...overrides,
});

/** The app with its sender stopped: each test drives `drain()` itself. */
async function start(environment: Record<string, string>) {
  testApp = await buildTestApp({ MAIL_SENDER: 'false', ...environment });
  return { app: testApp.app, db: testApp.app.database.db };
}

const rows = async (db: TestApp['app']['database']['db']) =>
  db.select().from(mailOutbox).orderBy(mailOutbox.id);

describe('the mail outbox over SMTP', () => {
  it('sends a committed mail once, with its HTML, attachment and inline image', async () => {
    smtp = await startSmtpCapture();
    const { app, db } = await start(smtp.environment);
    const queued = await queueMail(
      db,
      mail('one', {
        html: '<p>Your ticket: <img src="cid:qr"></p>',
        attachments: [
          { filename: 'ticket.pdf', contentType: 'application/pdf', content: PDF },
          { filename: 'qr.png', contentType: 'image/png', content: PNG, cid: 'qr' },
        ],
      }),
    );
    expect(queued).toBe(true);
    expect(await app.mailOutbox.drain()).toBe(1);
    const received = await smtp.waitFor();
    expect(received.subject).toBe('Mail one');
    expect(received.text?.trim()).toBe('Hello one');
    // mailparser resolves the inline image into the HTML: the cid named a part that arrived.
    expect(received.html).toContain(`data:image/png;base64,${PNG.toString('base64')}`);
    expect(received.to && 'text' in received.to ? received.to.text : '').toBe('guest@example.org');
    expect(received.from?.text).toContain('no-reply@ndu.edu.eg');
    const pdf = received.attachments.find((attachment) => attachment.filename === 'ticket.pdf');
    expect(pdf?.content.equals(PDF)).toBe(true);
    expect(received.attachments.find((attachment) => attachment.cid === 'qr')?.content.equals(PNG)).toBe(
      true,
    );
    const [row] = await rows(db);
    expect(row).toMatchObject({ state: 'sent', attempts: 1, lastError: null, claimedUntil: null });
    expect(await app.mailOutbox.drain()).toBe(0);
    expect(smtp.mails).toHaveLength(1);
  });

  it('sends nothing when the transaction that queued it rolls back', async () => {
    smtp = await startSmtpCapture();
    const { app, db } = await start(smtp.environment);
    await expect(
      db.transaction(async (tx) => {
        await queueMail(tx, mail('rolled-back'));
        throw new Error('the write that caused it failed');
      }),
    ).rejects.toThrow('failed');
    expect(await app.mailOutbox.drain()).toBe(0);
    expect(await rows(db)).toHaveLength(0);
    expect(smtp.mails).toHaveLength(0);
  });

  it('queues a key once: the same mail written twice is sent once', async () => {
    smtp = await startSmtpCapture();
    const { app, db } = await start(smtp.environment);
    expect(await queueMail(db, mail('twice'))).toBe(true);
    expect(await queueMail(db, mail('twice', { subject: 'changed' }))).toBe(false);
    expect(await queueMails(db, [mail('twice'), mail('other')])).toBe(1);
    expect(await app.mailOutbox.drain()).toBe(2);
    expect(smtp.mails.map((received) => received.subject).sort()).toEqual(['Mail other', 'Mail twice']);
  });

  it('loses nothing while the server is down and sends it once when it is back', async () => {
    const probe = await startSmtpCapture();
    const port = probe.port;
    await probe.close();
    const { app, db } = await start({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(port) });
    await queueMail(db, mail('while-down'));
    expect(await app.mailOutbox.drain()).toBe(0);
    const [waiting] = await rows(db);
    if (waiting === undefined) throw new Error('the mail left the outbox');
    expect(waiting).toMatchObject({ state: 'queued', attempts: 1, claimedUntil: null });
    expect(waiting.lastError).toBeTruthy();
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    // Not due yet: a pass now does not try again.
    expect(await app.mailOutbox.drain()).toBe(0);
    expect((await rows(db))[0]?.attempts).toBe(1);

    smtp = await startSmtpCapture(port);
    await db.update(mailOutbox).set({ nextAttemptAt: new Date() }).where(eq(mailOutbox.id, waiting.id));
    expect(await app.mailOutbox.drain()).toBe(1);
    expect(await app.mailOutbox.drain()).toBe(0);
    expect(smtp.mails.map((received) => received.subject)).toEqual(['Mail while-down']);
    expect((await rows(db))[0]).toMatchObject({ state: 'sent', attempts: 2, lastError: null });
  });

  it('tries a mail again after a 4xx and gives it up after a 5xx, with the reason kept', async () => {
    smtp = await startSmtpCapture();
    const { app, db } = await start(smtp.environment);
    await queueMails(db, [mail('later'), mail('never')]);
    smtp.refuseWith(451);
    await app.mailOutbox.drain();
    expect((await rows(db)).map((row) => row.state)).toEqual(['queued', 'queued']);
    smtp.refuseWith(550);
    await db.update(mailOutbox).set({ nextAttemptAt: new Date() });
    await app.mailOutbox.drain();
    const [later, never] = await rows(db);
    expect(later).toMatchObject({ state: 'failed', attempts: 2 });
    expect(never?.lastError).toContain('550');
    expect(smtp.mails).toHaveLength(0);
  });

  it('gives up after MAIL_MAX_ATTEMPTS tries of a server that keeps saying "later"', async () => {
    smtp = await startSmtpCapture();
    const { app, db } = await start({ ...smtp.environment, MAIL_MAX_ATTEMPTS: '2' });
    await queueMail(db, mail('stubborn'));
    smtp.refuseWith(421);
    await app.mailOutbox.drain();
    expect((await rows(db))[0]?.state).toBe('queued');
    await db.update(mailOutbox).set({ nextAttemptAt: new Date() });
    await app.mailOutbox.drain();
    expect((await rows(db))[0]).toMatchObject({ state: 'failed', attempts: 2 });
  });

  it('keeps mail in the outbox when no mail server is configured', async () => {
    const { app, db } = await start({});
    await queueMail(db, mail('kept'));
    expect(await app.mailOutbox.drain()).toBe(1);
    expect((await rows(db))[0]).toMatchObject({ state: 'kept', attempts: 0, sentAt: null });
  });
});

describe('retryDelaySeconds', () => {
  it('doubles from 30 s and stops at an hour', () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([30, 60, 120, 240]);
    expect(retryDelaySeconds(12)).toBe(3600);
  });
});
