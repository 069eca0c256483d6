import nodemailer from 'nodemailer';
import type { Config } from '../../config.js';
import type { MailOutboxRow } from './schema.js';

/** Where the outbox's mails go. `permanent` on an error: the server refused this mail for good (5xx). */
export interface MailTransport {
  deliver(mail: MailOutboxRow): Promise<void>;
  close(): void;
}

export class MailRefused extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/** nodemailer over SMTP with the SMTP_* settings; one pooled connection reused between mails. */
export function smtpTransport(config: Config, host: string): MailTransport {
  const transporter = nodemailer.createTransport({
    host,
    port: config.SMTP_PORT,
    secure: config.SMTP_SECURE,
    pool: true,
    maxConnections: 2,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    ...(config.SMTP_USER === undefined
      ? {}
      : { auth: { user: config.SMTP_USER, pass: config.SMTP_PASSWORD ?? '' } }),
  });
  const from =
    config.SMTP_FROM ?? `"${config.UNIVERSITY_NAME_EN}" <no-reply@${config.UNIVERSITY_EMAIL_DOMAIN}>`;
  return {
    async deliver(mail) {
      try {
        await transporter.sendMail({
          from,
          to: mail.toAddress,
          subject: mail.subject,
          text: mail.textBody,
          ...(mail.htmlBody === null ? {} : { html: mail.htmlBody }),
          // The same id on every try: a mail sent again after a crash between the server's "accepted" and our
          // commit is recognised as the same message by the receiving side.
          messageId: `<outbox-${String(mail.id)}.${mail.key.replace(/[^A-Za-z0-9.-]/g, '-')}@${config.UNIVERSITY_EMAIL_DOMAIN}>`,
          attachments: mail.attachments.map((attachment) => ({
            filename: attachment.filename,
            contentType: attachment.contentType,
            content: Buffer.from(attachment.content, 'base64'),
            ...(attachment.cid === undefined ? {} : { cid: attachment.cid }),
          })),
        });
      } catch (error) {
        throw refusalOf(error);
      }
    },
    close() {
      transporter.close();
    },
  };
}

/** An SMTP reply of 5xx is the server's final word on this mail; anything else (down, 4xx) is tried again. */
function refusalOf(error: unknown): MailRefused {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { responseCode?: unknown }).responseCode;
  return new MailRefused(message, typeof code === 'number' && code >= 500);
}
