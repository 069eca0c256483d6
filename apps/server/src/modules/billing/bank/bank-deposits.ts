import type { BankDepositCallbackBody } from '@portal/contract';
import type { Database } from '../../../platform/db/client.js';
import { refused, type Refused } from '../../../platform/http/refused.js';
import { say } from '../../../platform/i18n/said.js';
import { depositEvent, signedByBank } from './bank-callback.js';
import { isUnmatchedReason } from './bank-statement-rows.js';
import { bankByCode } from './banks.js';
import { receiveProviderEvent, type EventResult } from '../provider-events.js';
import { recordUnmatchedDeposit } from './unmatched-deposits.js';

/**
 * BankDepositCallback: a bank's signed notification of a cash deposit. The signature is checked first, in
 * constant time and before any statement runs; then the deposit takes the path of every provider's event
 * (recorded once under `bank:<code>:<transaction>` with the payment it makes), and one that pays no invoice
 * goes to finance's register of unmatched deposits in the same transaction. A repeat, or the same
 * transaction imported from the bank's statement, changes nothing.
 */
export async function receiveBankDeposit(
  db: Database,
  body: BankDepositCallbackBody,
  secret: string | undefined,
): Promise<EventResult | Refused<'403' | '422'>> {
  if (!signedByBank(body, secret)) return refused('403', say('billing.callbackSignature'));
  const event = depositEvent(body);
  if (!event) return refused('422', say('billing.depositMalformed'));
  const bank = await bankByCode(db, body.bankCode);
  if (!bank) return refused('422', say('billing.depositUnknownBank'));
  return db.transaction(async (tx) => {
    const result = await receiveProviderEvent(tx, event, 'callback', body);
    if (result.outcome === 'not-applied' && isUnmatchedReason(result.reason))
      await recordUnmatchedDeposit(tx, {
        bankId: bank.id,
        transactionId: body.transactionId,
        depositedAt: event.occurredAt,
        reference: body.reference,
        amountPiastres: event.amountPiastres,
        // The protocol carries no depositor's name: the register shows the bank's notification had none.
        depositor: '',
        reason: result.reason,
      });
    return result;
  });
}
