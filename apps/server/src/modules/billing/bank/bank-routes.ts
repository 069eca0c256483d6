import type { Bank } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calls } from '@portal/contract/calls';
import { studentOf } from '../../../platform/auth/authenticate.js';
import { PUBLIC, STUDENT } from '../../../platform/http/access.js';
import { registerCall } from '../../../platform/http/call-route.js';
import { ok } from '../../../platform/http/envelope.js';
import { PortalHttpError } from '../../../platform/http/http-error.js';
import { refusalOf } from '../../../platform/http/refused.js';
import { requestLanguage } from '../../../platform/i18n/language.js';
import { acceptBankNotice, acceptedNotice, bankNotice } from './bank-notices.js';
import { receiveBankDeposit } from './bank-deposits.js';
import type { BillingBank } from './bank-schema.js';
import { banksFor } from './banks.js';
import { depositSlipFile } from './deposit-slip.js';
import { sendPaymentReceipts } from '../receipts.js';

export interface BankRouteOptions {
  /** The portal's public address: the deposit slip's URL is built on it. */
  portalUrl: string;
}

const bankAnswer = (bank: BillingBank): Bank => ({
  BankId: bank.id,
  Code: bank.code,
  NameEn: bank.nameEn,
  NameAr: bank.nameAr,
  AccountNumber: bank.accountNumber,
});

/** Paying an invoice by cash deposit at a bank (issue 23): banks, the notice, the slip, the bank's callback. */
export const bankRoutes: FastifyPluginAsyncZod<BankRouteOptions> = async (app, { portalUrl }) => {
  const db = app.database.db;
  const settings = {
    validDays: app.config.BANK_DEPOSIT_VALID_DAYS,
    timeZone: app.config.UNIVERSITY_TIME_ZONE,
  };

  registerCall(app, calls.billing.getBanks, { access: STUDENT }, async () =>
    ok((await banksFor(db, 'faculty')).map(bankAnswer)),
  );
  registerCall(app, calls.billing.getBanksBus, { access: STUDENT }, async () =>
    ok((await banksFor(db, 'bus')).map(bankAnswer)),
  );

  const ask = (query: { BankId: number; PaymentInvoiceRequestId: number }) => ({
    invoiceId: query.PaymentInvoiceRequestId,
    bankId: query.BankId,
  });

  registerCall(app, calls.billing.getNotification, { access: STUDENT }, async (request) => {
    const outcome = await bankNotice(
      db,
      studentOf(request).studentId,
      ask(request.query),
      new Date(),
      settings,
    );
    return 'kind' in outcome ? refusalOf(outcome, requestLanguage(request)) : ok(outcome);
  });

  // Accepting keeps the invoice open for days: the student's own step towards paying, never staff's.
  registerCall(
    app,
    calls.billing.acceptNotification,
    { access: STUDENT, refusedWhileImpersonating: true },
    async (request) => {
      const outcome = await acceptBankNotice(
        db,
        studentOf(request).studentId,
        ask(request.body),
        new Date(),
        settings,
      );
      return 'kind' in outcome ? refusalOf(outcome, requestLanguage(request)) : ok(outcome);
    },
  );

  registerCall(app, calls.portal.getBankUrl, { access: STUDENT }, async (request) => {
    const outcome = await acceptedNotice(db, studentOf(request).studentId, ask(request.query), new Date());
    if ('kind' in outcome) return refusalOf(outcome, requestLanguage(request));
    const query = new URLSearchParams({
      PaymentInvoiceRequestId: String(outcome.invoice.id),
      BankId: String(outcome.bank.id),
    });
    return ok({ Url: `${portalUrl}${calls.billing.getDepositSlip.path}?${query.toString()}` });
  });

  registerCall(app, calls.billing.getDepositSlip, { access: STUDENT }, async (request, reply) => {
    const outcome = await depositSlipFile(
      db,
      studentOf(request).studentId,
      ask(request.query),
      { universityName: app.config.UNIVERSITY_NAME_EN, timeZone: settings.timeZone },
      new Date(),
    );
    if ('kind' in outcome) throw new PortalHttpError(outcome.status === '404' ? 404 : 409, outcome.message);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${outcome.fileName}"`)
      .send(outcome.file);
  });

  // The bank is the caller: its signature over the fields, not a token, says who sent it.
  registerCall(
    app,
    calls.billing.bankDepositCallback,
    { access: PUBLIC, signedByProvider: true },
    async (request) => {
      const result = await receiveBankDeposit(db, request.body, app.config.BANK_CALLBACK_SECRET);
      if ('kind' in result) {
        request.log.warn({ status: result.status }, 'a bank deposit notification was refused');
        return refusalOf(result, requestLanguage(request));
      }
      if (result.outcome === 'not-applied')
        request.log.warn({ reason: result.reason }, 'a bank deposit was not applied: it is in the register');
      // After the commit: a receipt a crash leaves unsent goes out with the next reconciliation pass.
      if (result.outcome === 'applied')
        await sendPaymentReceipts(db, app.events, { paymentId: result.payment.id });
      return ok({ Outcome: result.outcome });
    },
  );
};
