// The bench's own Paymob: the three calls the portal makes (intention, auth token, transaction inquiry)
// on node:http in this process, and the transactions it settles and the callbacks it sends. Written from
// Paymob's documentation, not from the portal's adapter or its demo gateway, so the bench checks the
// portal against the protocol rather than against itself.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

/**
 * Paymob's "HMAC Transaction Callback": these values of the transaction, in this order, concatenated
 * with no separator, HMAC-SHA512 with the merchant's HMAC secret, hex.
 */
const HMAC_FIELDS = (
  'amount_cents created_at currency error_occured has_parent_transaction id integration_id is_3d_secure ' +
  'is_auth is_capture is_refunded is_standalone_payment is_voided order.id owner pending source_data.pan ' +
  'source_data.sub_type source_data.type success'
).split(' ');

export function callbackHmac(transaction, secret) {
  const text = HMAC_FIELDS.map((path) =>
    String(path.split('.').reduce((value, key) => value[key], transaction)),
  ).join('');
  return createHmac('sha512', secret).update(text).digest('hex');
}

/** Keys the portal is configured with (PAYMOB_*): the double checks the ones Paymob would check. */
export const KEYS = {
  secret: 'bench-paymob-secret-key',
  public: 'bench-paymob-public-key',
  api: 'bench-paymob-api-key',
  hmac: 'bench-paymob-hmac-secret-0123456789',
  integration: 4_300_001,
};

function readJson(request) {
  return new Promise((resolve) => {
    let text = '';
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      try {
        resolve(JSON.parse(text));
      } catch {
        resolve(undefined);
      }
    });
  });
}

export async function startPaymobDouble() {
  /** client_secret → the intention the portal opened (its merchant order id and where to call back). */
  const intentions = new Map();
  /** merchant order id → the settled transaction: what the inquiry answers. */
  const settled = new Map();
  const tokens = new Set();
  const counts = { intentions: 0, inquiries: 0, refusedAuth: 0 };
  let nextId = 500_000_000;

  const server = createServer((request, response) => {
    void readJson(request).then((body) => {
      const answer = (status, value) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      const path = new URL(request.url ?? '/', 'http://double').pathname;
      if (request.method === 'POST' && path === '/v1/intention/') {
        if (request.headers.authorization !== `Token ${KEYS.secret}`) {
          counts.refusedAuth += 1;
          return answer(401, { detail: 'Invalid token.' });
        }
        if (!body?.special_reference || !body.notification_url || !(body.amount > 0))
          return answer(400, { detail: 'incomplete intention' });
        counts.intentions += 1;
        const clientSecret = `csk_${randomBytes(12).toString('hex')}`;
        intentions.set(clientSecret, {
          orderId: nextId++,
          merchantOrderId: body.special_reference,
          notificationUrl: body.notification_url,
          amountCents: body.amount,
        });
        return answer(201, { id: `pi_${clientSecret.slice(4)}`, client_secret: clientSecret });
      }
      if (request.method === 'POST' && path === '/api/auth/tokens') {
        if (body?.api_key !== KEYS.api) return answer(403, { detail: 'bad api key' });
        const token = randomBytes(16).toString('hex');
        tokens.add(token);
        return answer(201, { token });
      }
      if (request.method === 'POST' && path === '/api/ecommerce/orders/transaction_inquiry') {
        const bearer = (request.headers.authorization ?? '').replace(/^Bearer /, '');
        if (!tokens.has(bearer)) return answer(401, { detail: 'token expired or invalid' });
        counts.inquiries += 1;
        const transaction = settled.get(body?.merchant_order_id);
        return transaction ? answer(200, transaction) : answer(404, { detail: 'not found' });
      }
      return answer(404, { detail: 'no such endpoint' });
    });
  });
  await new Promise((listening) => server.listen(0, '127.0.0.1', () => listening(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    url: `http://127.0.0.1:${String(port)}`,
    counts,
    /** The student paid on the checkout page the portal sent them to: a successful card transaction. */
    settle(checkoutUrl) {
      const clientSecret = new URL(checkoutUrl).searchParams.get('clientSecret') ?? '';
      const intention = intentions.get(clientSecret);
      if (!intention) throw new Error(`the double opened no checkout ${checkoutUrl}`);
      const transaction = {
        id: nextId++,
        pending: false,
        amount_cents: intention.amountCents,
        success: true,
        is_auth: false,
        is_capture: false,
        is_standalone_payment: true,
        is_voided: false,
        is_refunded: false,
        is_3d_secure: true,
        integration_id: KEYS.integration,
        has_parent_transaction: false,
        error_occured: false,
        currency: 'EGP',
        owner: 302852,
        created_at: new Date().toISOString().replace('Z', ''),
        order: { id: intention.orderId, merchant_order_id: intention.merchantOrderId },
        source_data: { pan: '2346', type: 'card', sub_type: 'MasterCard' },
      };
      settled.set(intention.merchantOrderId, transaction);
      return { transaction, notificationUrl: intention.notificationUrl };
    },
    /** Every settled transaction (for the replay storm and the lost-payment check). */
    settled: () => [...settled.values()],
    close: () => new Promise((closed) => server.close(() => closed(undefined))),
  };
}
