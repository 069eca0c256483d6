// One student paying, and the callbacks Paymob's double then sends, with the abuse the issue asks for:
// every success delivered twice (at once, or one after the other), a pending status before or after it,
// forged signatures, and for some students a delivery that hits a dead portal is never sent again.
import { setTimeout as sleep } from 'node:timers/promises';
import { callbackHmac, KEYS } from './paymob-double.mjs';

/** How long a student (or the double) keeps trying through a restart before the run gives up on it. */
const RETRY_FOR_MS = 180_000;
/** Ids of forged transactions: a range the double never settles, so any trace of one in the ledger shows. */
export const FORGED_ID_FROM = 900_000_000;

/** What happens to one student, drawn from the run's seeded generator. */
export function drawPlan(random) {
  const order = random();
  return {
    concurrent: random() < 0.5,
    pendingAfter: order < 0.1,
    pendingFirst: order >= 0.1 && order < 0.2,
    forged: random() < 0.02,
    // Paymob retries a failed delivery; these students' deliveries are dropped instead: the lost callback.
    lossy: random() < 0.5,
    // Time on the checkout page typing the card: callbacks come seconds after the checkout was opened,
    // so a kill finds callbacks on their way, as on a real day.
    payingMs: 2_000 + random() * 13_000,
  };
}

/** The run's figures, shared by every student. */
export function newTally() {
  return {
    latencies: { GetPaymentRequest: [], InsertStudentInvoiceTransaction: [], PaymobCallback: [] },
    outcomes: { applied: 0, duplicate: 0, recorded: 0, 'not-applied': 0 },
    callbacksSent: 0,
    callbacksAnswered: 0,
    callbacksDropped: 0,
    forgedSent: 0,
    forgedAnswered: 0,
    forged403: 0,
    serverErrors: 0,
    refusedWhileDown: 0,
    networkWhileUp: 0,
    through: 0,
    failures: new Map(),
  };
}

/** Sends until answered, for at most RETRY_FOR_MS; null when it never was. */
async function untilAnswered(attempt) {
  const until = performance.now() + RETRY_FOR_MS;
  for (;;) {
    const answer = await attempt();
    if (answer || performance.now() > until) return answer;
    await sleep(500);
  }
}

/** Pays for `student` and has the double settle and call back as `plan` says. */
export async function payAndCallBack({ student, plan, send, double, tally }) {
  const auth = { authorization: student.authorization };
  const fail = (reason) => tally.failures.set(reason, (tally.failures.get(reason) ?? 0) + 1);
  const invoice = await untilAnswered(() =>
    send(
      'GetPaymentRequest',
      '/api/Billing/GetPaymentRequest',
      { TermId: student.termId, AmountPiastres: student.owed },
      auth,
    ),
  );
  if (invoice?.envelope.Status !== '200') return fail(`GetPaymentRequest: ${invoice?.envelope.Message}`);
  const body = {
    PaymentInvoiceRequestId: invoice.envelope.ReturnObject.PaymentInvoiceRequestId,
    Channel: 'card',
  };
  const started = await untilAnswered(() =>
    send('InsertStudentInvoiceTransaction', '/api/Billing/InsertStudentInvoiceTransaction', body, auth),
  );
  if (started?.envelope.Status !== '200')
    return fail(`InsertStudentInvoiceTransaction: ${started?.envelope.Message}`);

  // The student pays on the checkout page they were given; from here on it is the provider's side.
  await sleep(plan.payingMs);
  const { transaction, notificationUrl } = double.settle(started.envelope.ReturnObject.CheckoutUrl);
  const path = new URL(notificationUrl).pathname;
  const deliver = async (obj, hmac = callbackHmac(obj, KEYS.hmac)) => {
    const once = async () => {
      tally.callbacksSent += 1;
      const answer = await send('PaymobCallback', `${path}?hmac=${hmac}`, { type: 'TRANSACTION', obj });
      if (answer) tally.callbacksAnswered += 1;
      return answer;
    };
    const answer = plan.lossy ? await once() : await untilAnswered(once);
    if (!answer) tally.callbacksDropped += 1;
    return answer;
  };
  const count = (answer) => {
    const outcome = answer?.envelope.ReturnObject?.Outcome;
    if (outcome in tally.outcomes) tally.outcomes[outcome] += 1;
  };
  const pending = { ...transaction, pending: true, success: false };

  if (plan.forged) {
    // A forger who knows the format but not the secret: one tampers with a genuine signed body, one
    // signs a made-up success with a guessed key. Both must be turned away without reading the body.
    const made = { ...transaction, id: FORGED_ID_FROM + transaction.id, amount_cents: 1 };
    for (const [obj, hmac] of [
      [{ ...transaction, amount_cents: transaction.amount_cents * 2 }, callbackHmac(transaction, KEYS.hmac)],
      [made, callbackHmac(made, 'guessed-hmac-secret')],
    ]) {
      tally.forgedSent += 1;
      const answer = await deliver(obj, hmac);
      if (answer) tally.forgedAnswered += 1;
      if (answer?.envelope.Status === '403') tally.forged403 += 1;
    }
  }
  if (plan.pendingFirst) count(await deliver(pending));
  if (plan.concurrent) (await Promise.all([deliver(transaction), deliver(transaction)])).forEach(count);
  else for (let i = 0; i < 2; i += 1) count(await deliver(transaction));
  // Out of order: a pending status of the same transaction arriving after its success changes nothing.
  if (plan.pendingAfter) count(await deliver(pending));
  tally.through += 1;
}
