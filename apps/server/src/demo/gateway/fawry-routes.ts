import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { escapeHtml } from '../../modules/identity-provider/html.js';
import type { FawrySettings } from '../../modules/billing/gateways/fawry.js';
import { deliverCallback } from './deliver.js';
import { fawryChargeSignature, FawryLedger, fawryNotification } from './fawry-double.js';
import { both, demoPage, pounds } from './page.js';

type Json = Record<string, unknown>;

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/**
 * The parts of FawryPay the portal uses (a PAYATFAWRY charge, status V2) and an outlet's counter where a
 * reference is paid, which sends the signed server notification V2 to the merchant's callback.
 */
export const demoFawry: FastifyPluginAsync<{ settings: FawrySettings; callbackUrl: string }> = async (
  app,
  { settings, callbackUrl },
) => {
  const ledger = new FawryLedger();

  app.post('/ECommerceWeb/Fawry/payments/charge', async (request) => {
    const body = request.body as Json;
    const charge = {
      merchantCode: text(body.merchantCode),
      merchantRefNum: text(body.merchantRefNum),
      customerProfileId: text(body.customerProfileId),
      amount: Number(body.amount),
    };
    if (charge.merchantCode !== settings.merchantCode)
      return { statusCode: 9901, statusDescription: 'Invalid merchant code' };
    if (body.signature !== fawryChargeSignature(charge, settings.secureKey))
      return { statusCode: 9946, statusDescription: 'Wrong Signature' };
    const opened = ledger.open({
      merchantRefNumber: charge.merchantRefNum,
      customerName: text(body.customerName),
      customerMail: text(body.customerEmail),
      amountPiastres: Math.round(charge.amount * 100),
      expiresAt: Number(body.paymentExpiry),
    });
    return {
      type: 'ChargeResponse',
      referenceNumber: opened.fawryRefNumber,
      merchantRefNumber: opened.merchantRefNumber,
      expirationTime: opened.expiresAt,
      statusCode: 200,
      statusDescription: 'Operation done successfully',
    };
  });

  app.get('/ECommerceWeb/Fawry/payments/status/v2', async (request) => {
    const query = request.query as Record<string, string | undefined>;
    const expected = createHash('sha256')
      .update(`${settings.merchantCode}${query.merchantRefNumber ?? ''}${settings.secureKey}`)
      .digest('hex');
    if (query.merchantCode !== settings.merchantCode || query.signature !== expected)
      return { statusCode: 9946, statusDescription: 'Wrong Signature' };
    const charge = ledger.charges.get(query.merchantRefNumber ?? '');
    if (!charge) return { statusCode: 9938, statusDescription: 'Payment not found' };
    return { ...fawryNotification(charge, settings.secureKey), statusCode: 200 };
  });

  const counter = (message = '') =>
    demoPage(
      { en: 'Pay at an outlet', ar: 'الدفع في منفذ' },
      `<p>${both({ en: 'Enter the reference number the student quotes.', ar: 'أدخل الرقم المرجعي الذي يذكره الطالب.' })}</p>
<form method="post" action="outlet"><label for="reference">${both({ en: 'Reference number', ar: 'الرقم المرجعي' })}</label>
<input type="text" id="reference" name="reference" inputmode="numeric" autocomplete="off">
<label class="check"><input type="checkbox" name="lose" value="1">${both({ en: 'Lose the notification to the university (reconciliation finds it)', ar: 'فقدان الإشعار المرسل إلى الجامعة (تعثر عليه المطابقة)' })}</label>
<button>${both({ en: 'Collect the cash', ar: 'تحصيل المبلغ' })}</button></form>${message}`,
    );

  app.get('/outlet', async (_request, reply) => reply.type('text/html').send(counter()));

  app.post('/outlet', async (request, reply) => {
    const form = request.body as Record<string, string | undefined>;
    const charge = ledger.byFawryReference((form.reference ?? '').trim());
    if (!charge || charge.orderStatus !== 'UNPAID' || charge.expiresAt < Date.now())
      return reply
        .code(404)
        .type('text/html')
        .send(
          counter(
            `<p class="error">${both({ en: 'No unpaid order has this reference.', ar: 'لا يوجد طلب غير مسدد بهذا الرقم.' })}</p>`,
          ),
        );
    charge.orderStatus = 'PAID';
    charge.paymentTime = Date.now();
    if (form.lose !== '1')
      await deliverCallback(callbackUrl, fawryNotification(charge, settings.secureKey), request.log);
    return reply
      .type('text/html')
      .send(
        demoPage(
          { en: 'Paid', ar: 'تم السداد' },
          `<dl><dt>${both({ en: 'Reference', ar: 'المرجع' })}</dt><dd>${escapeHtml(charge.fawryRefNumber)}</dd><dt>${both({ en: 'Amount', ar: 'المبلغ' })}</dt><dd>${pounds(charge.amountPiastres)}</dd></dl>`,
        ),
      );
  });
};
