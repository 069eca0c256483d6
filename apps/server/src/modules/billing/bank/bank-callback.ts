import { MAX_AMOUNT_PIASTRES, type BankDepositCallbackBody } from '@portal/contract';
import { createHmac } from 'node:crypto';
import { matchableReference } from './bank-statement-rows.js';
import type { ProviderEvent } from '../gateways/gateway.js';
import { sameDigest } from '../gateways/signatures.js';

/** The signed fields of a bank's deposit notification, in the order they are joined (README, "Bank deposits"). */
export const BANK_CALLBACK_FIELDS = [
  'bankCode',
  'transactionId',
  'reference',
  'amountPiastres',
  'currency',
  'depositedAt',
] as const;

/** HMAC-SHA256 (hex) over the fields joined with '|', with the banks' shared secret. */
export function bankCallbackSignature(
  body: Pick<BankDepositCallbackBody, (typeof BANK_CALLBACK_FIELDS)[number]>,
  secret: string,
): string {
  const text = BANK_CALLBACK_FIELDS.map((field) => body[field]).join('|');
  return createHmac('sha256', secret).update(text, 'utf8').digest('hex');
}

/**
 * Whether the notification is the bank's: compared in constant time, and before anything of the body is
 * read or looked up. With no secret configured no notification is the bank's.
 */
export function signedByBank(body: BankDepositCallbackBody, secret: string | undefined): boolean {
  if (!secret) return false;
  return sameDigest(body.signature, bankCallbackSignature(body, secret));
}

const CODE = /^[A-Z]{2,10}$/;
const TRANSACTION = /^[A-Za-z0-9._-]{1,64}$/;
const PIASTRES = /^[1-9]\d{0,11}$/;
// An instant with its offset, as the protocol requires: a bare local time would be read in the server's zone.
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The deposit a verified notification reports, or null when a field is malformed (the bank signed
 * something the protocol does not allow: nothing is recorded). Keyed `bank:<code>:<transaction>`, the key
 * a statement row of the same transaction gets, so the callback and finance's import apply it once.
 */
export function depositEvent(body: BankDepositCallbackBody): ProviderEvent | null {
  const amount = PIASTRES.test(body.amountPiastres) ? Number(body.amountPiastres) : 0;
  const depositedAt = INSTANT.test(body.depositedAt) ? new Date(body.depositedAt) : null;
  if (
    !CODE.test(body.bankCode) ||
    !TRANSACTION.test(body.transactionId) ||
    body.reference.length === 0 ||
    amount <= 0 ||
    amount > MAX_AMOUNT_PIASTRES ||
    body.currency !== 'EGP' ||
    !depositedAt ||
    Number.isNaN(depositedAt.getTime())
  )
    return null;
  const key = `bank:${body.bankCode}:${body.transactionId}`;
  return {
    provider: 'bank',
    eventKey: key,
    providerKey: key,
    // As a statement row's: a teller may copy the slip's groups of four with spaces or dashes.
    merchantReference: matchableReference(body.reference),
    status: 'paid',
    amountPiastres: amount,
    channel: 'bank_deposit',
    occurredAt: depositedAt,
  };
}
