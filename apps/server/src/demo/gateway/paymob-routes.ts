import type { FastifyPluginAsync } from 'fastify';
import { escapeHtml } from '../../modules/identity-provider/html.js';
import type { PaymobSettings } from '../../modules/billing/gateways/paymob.js';
import { deliverCallback } from './deliver.js';
import { both, demoPage, pounds } from './page.js';
import { paymobCallbackHmac, PaymobLedger } from './paymob-double.js';

type Json = Record<string, unknown>;

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** The parts of Paymob's API the portal uses: intentions, the hosted checkout, auth tokens, inquiry. */
export const demoPaymob: FastifyPluginAsync<{ settings: PaymobSettings }> = async (app, { settings }) => {
  const ledger = new PaymobLedger();

  app.post('/v1/intention/', async (request, reply) => {
    if (request.headers.authorization !== `Token ${settings.secretKey}`)
      return reply.code(401).send({ detail: 'Invalid secret key.' });
    const body = request.body as Json;
    const amount = body.amount;
    const [integration] = Array.isArray(body.payment_methods) ? (body.payment_methods as unknown[]) : [];
    if (
      typeof amount !== 'number' ||
      !Number.isSafeInteger(amount) ||
      amount <= 0 ||
      typeof integration !== 'number'
    )
      return reply.code(400).send({ detail: 'amount and payment_methods are required.' });
    const [item] = Array.isArray(body.items) ? (body.items as Json[]) : [];
    const intention = ledger.open({
      amountCents: amount,
      integrationId: integration,
      merchantOrderId: text(body.special_reference),
      notificationUrl: text(body.notification_url),
      redirectionUrl: text(body.redirection_url),
      description: text(item?.name),
      expiresAt: Date.now() + Number(body.expiration ?? 3600) * 1000,
    });
    return reply.code(201).send({
      id: `pi_${String(intention.orderId)}`,
      client_secret: intention.clientSecret,
      intention_order_id: intention.orderId,
    });
  });

  app.get('/unifiedcheckout/', async (request, reply) => {
    const { publicKey, clientSecret } = request.query as Record<string, string | undefined>;
    const intention = clientSecret ? ledger.intentions.get(clientSecret) : undefined;
    if (publicKey !== settings.publicKey || !intention || intention.expiresAt < Date.now())
      return reply
        .code(404)
        .type('text/html')
        .send(demoPage({ en: 'Checkout not found', ar: 'صفحة الدفع غير موجودة' }, ''));
    const wallet = intention.integrationId === settings.integrationIds.wallet;
    const form = `<dl><dt>${both({ en: 'Amount', ar: 'المبلغ' })}</dt><dd>${pounds(intention.amountCents)}</dd>
<dt>${both({ en: 'Order', ar: 'الطلب' })}</dt><dd>${escapeHtml(intention.description)}</dd></dl>
<form method="post" action="../pay"><input type="hidden" name="clientSecret" value="${escapeHtml(intention.clientSecret)}">
<label for="card">${both(wallet ? { en: 'Wallet number', ar: 'رقم المحفظة' } : { en: 'Card number', ar: 'رقم البطاقة' })}</label>
<input type="text" id="card" name="card" value="${wallet ? '01010101010' : '5123 4567 8901 2346'}" inputmode="numeric">
<label class="check"><input type="checkbox" name="lose" value="1">${both({ en: 'Lose the notification to the university (reconciliation finds it)', ar: 'فقدان الإشعار المرسل إلى الجامعة (تعثر عليه المطابقة)' })}</label>
<button name="outcome" value="pay">${both({ en: 'Pay', ar: 'ادفع' })}</button>
<button name="outcome" value="decline" class="secondary">${both({ en: 'Decline the payment', ar: 'رفض الدفع' })}</button></form>`;
    return reply.type('text/html').send(demoPage({ en: 'Pay by card', ar: 'الدفع بالبطاقة' }, form));
  });

  app.post('/pay', async (request, reply) => {
    const form = request.body as Record<string, string | undefined>;
    const intention = form.clientSecret ? ledger.intentions.get(form.clientSecret) : undefined;
    if (!intention || intention.expiresAt < Date.now()) return reply.code(404).send('unknown checkout');
    const wallet = intention.integrationId === settings.integrationIds.wallet;
    const transaction = ledger.settle(intention, form.outcome === 'pay', wallet);
    const hmac = paymobCallbackHmac(transaction, settings.hmacSecret);
    if (form.lose !== '1') {
      const url = new URL(intention.notificationUrl);
      url.searchParams.set('hmac', hmac);
      await deliverCallback(url.toString(), { type: 'TRANSACTION', obj: transaction }, request.log);
    }
    // The browser comes back with the same fields and HMAC in the query: the portal does not act on it.
    const back = new URL(intention.redirectionUrl);
    for (const [name, value] of Object.entries({
      id: transaction.id,
      success: transaction.success,
      pending: transaction.pending,
      amount_cents: transaction.amount_cents,
      order: transaction.order.id,
      merchant_order_id: transaction.order.merchant_order_id,
      hmac,
    }))
      back.searchParams.set(name, String(value));
    return reply.redirect(back.toString(), 303);
  });

  app.post('/api/auth/tokens', async (request, reply) => {
    if ((request.body as Json).api_key !== settings.apiKey)
      return reply.code(403).send({ detail: 'Incorrect credentials' });
    const token = `tok_${String(Date.now())}_${String(Math.random()).slice(2)}`;
    ledger.tokens.add(token);
    return reply.code(201).send({ token });
  });

  app.post('/api/ecommerce/orders/transaction_inquiry', async (request, reply) => {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!token || !ledger.tokens.has(token))
      return reply.code(401).send({ detail: 'Authentication credentials were not provided.' });
    const transaction = ledger.transactions.get(text((request.body as Json).merchant_order_id));
    return transaction ? reply.send(transaction) : reply.code(404).send({ detail: 'Not found.' });
  });
};
