import { z } from 'zod';
import { booleanFlag } from './setting-parsers.js';

/** The mail server the outbox sends through (platform/mail). Unset SMTP_HOST: mail is kept in the outbox. */
export const mailSettings = {
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  /** true: TLS from the first byte (port 465); false: STARTTLS when the server offers it. */
  SMTP_SECURE: booleanFlag.default(false),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASSWORD: z.string().min(1).optional(),
  /** The sender students see; unset: "<university name>" <no-reply@UNIVERSITY_EMAIL_DOMAIN>. */
  SMTP_FROM: z.string().min(3).optional(),
  MAIL_SEND_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  /** Whether this instance sends the outbox (instances share it safely). */
  MAIL_SENDER: booleanFlag.default(true),
  /** Tries before a mail the server keeps refusing for a while is marked failed. */
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(10),
};
