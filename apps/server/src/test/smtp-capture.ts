import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpCapture {
  port: number;
  /** Every mail accepted so far, parsed (attachments as Buffers). */
  mails: ParsedMail[];
  /** The environment that points the portal's outbox at this server. */
  environment: Record<string, string>;
  /** The first received mail (already or within `timeoutMs`) that `match` accepts. */
  waitFor(match?: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  /** Answer every mail with this SMTP code (451: try later, 550: refused for good) until set to null. */
  refuseWith(code: number | null): void;
  close(): Promise<void>;
}

/**
 * A real SMTP server inside the test process (smtp-server): the portal's outbox talks SMTP to it over
 * 127.0.0.1 and the test reads what arrived with mailparser. `port` 0 picks a free one; pass a port to
 * bring a server back where the portal expects it ("the mail server was down for a while").
 */
export async function startSmtpCapture(port = 0): Promise<SmtpCapture> {
  const mails: ParsedMail[] = [];
  const waiting = new Set<() => void>();
  let refusal: number | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      if (refusal !== null) {
        const code = refusal;
        stream.resume();
        stream.on('end', () => {
          callback(
            Object.assign(new Error(`refused by the test server (${String(code)})`), { responseCode: code }),
          );
        });
        return;
      }
      simpleParser(stream).then(
        (mail) => {
          mails.push(mail);
          for (const wake of waiting) wake();
          callback();
        },
        (error: unknown) => {
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      resolve();
    });
  });
  const bound = (server.server.address() as AddressInfo).port;
  return {
    port: bound,
    mails,
    environment: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(bound) },
    waitFor(match = () => true, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = mails.find(match);
          if (found === undefined) return;
          waiting.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`no such mail within ${String(timeoutMs)} ms (${String(mails.length)} received)`));
        }, timeoutMs);
        waiting.add(check);
        check();
      });
    },
    refuseWith(code) {
      refusal = code;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}
