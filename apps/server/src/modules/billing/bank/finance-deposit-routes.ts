import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BANK_STATEMENT_MAX_BYTES } from '@portal/contract';
import { calls } from '@portal/contract/calls';
import { staffOf } from '../../../platform/auth/authenticate.js';
import type { RouteAccess } from '../../../platform/http/access.js';
import { registerCall } from '../../../platform/http/call-route.js';
import { ok, refusal } from '../../../platform/http/envelope.js';
import { refusalOf } from '../../../platform/http/refused.js';
import { requestLanguage } from '../../../platform/i18n/language.js';
import { say } from '../../../platform/i18n/said.js';
import { inEnglish } from '../../../platform/i18n/words.js';
import { recordAudit } from '../../audit/service.js';
import { importBankStatement, previewBankStatement } from './bank-statement-import.js';
import { bankById } from './banks.js';
import { allBanks, termsNewestFirst } from './deposit-queries.js';
import { sendPaymentReceipts } from '../receipts.js';
import { assignUnmatchedDeposit, returnUnmatchedDeposit, unmatchedDeposits } from './unmatched-deposits.js';

const FINANCE: RouteAccess = { kind: 'staff', roles: ['finance'] };
// A 1 MB file grows in JSON (a line break is written `\n`, a quote `\"`): room for that, so the service,
// not the parser of the body, is what tells finance the file itself is too large.
const STATEMENT_BODY_LIMIT = 3 * BANK_STATEMENT_MAX_BYTES;

/** The finance office's bank deposits: the statement import and the unmatched-deposits register. */
export const financeDepositRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  registerCall(app, calls.finance.getDepositChoices, { access: FINANCE }, async () => {
    const [banks, terms] = await Promise.all([allBanks(db), termsNewestFirst(db)]);
    return ok({
      Banks: banks.map((bank) => ({
        BankId: bank.id,
        Code: bank.code,
        NameEn: bank.nameEn,
        NameAr: bank.nameAr,
        Active: bank.active,
      })),
      Terms: terms.map((term) => ({
        TermId: term.id,
        Code: term.code,
        NameEn: term.nameEn,
        NameAr: term.nameAr,
      })),
    });
  });

  registerCall(
    app,
    calls.finance.previewBankStatement,
    { access: FINANCE, bodyLimit: STATEMENT_BODY_LIMIT },
    async (request) => {
      const language = requestLanguage(request);
      const bank = await bankById(db, request.body.BankId);
      if (!bank) return refusal('404', say('finance.bankNotFound'), language);
      const preview = await previewBankStatement(db, bank, request.body.Csv);
      return 'kind' in preview ? refusalOf(preview, language) : ok(preview);
    },
  );

  registerCall(
    app,
    calls.finance.importBankStatement,
    { access: FINANCE, bodyLimit: STATEMENT_BODY_LIMIT },
    async (request) => {
      const staff = staffOf(request);
      const language = requestLanguage(request);
      const { BankId, Csv, PreviewToken } = request.body;
      const bank = await bankById(db, BankId);
      const outcome = bank
        ? await importBankStatement(db, bank, Csv, PreviewToken)
        : { kind: 'refused' as const, status: '404' as const, message: say('finance.bankNotFound') };
      await recordAudit(db, request, {
        action: 'bank-statement-import',
        outcome: 'kind' in outcome ? 'refused' : 'success',
        staffMemberId: staff.staffId,
        actorLabel: staff.email,
        target: bank ? `bank:${bank.code}` : `bank-id:${String(BankId)}`,
        details:
          'kind' in outcome
            ? { refusal: inEnglish(outcome.message), previewToken: PreviewToken }
            : { previewToken: PreviewToken, ...outcome.answer.Totals },
      });
      if ('kind' in outcome) return refusalOf(outcome, language);
      // After the commits: a receipt a crash leaves unsent goes out with the next reconciliation pass.
      for (const paymentId of outcome.paymentIds) await sendPaymentReceipts(db, app.events, { paymentId });
      return ok(outcome.answer);
    },
  );

  registerCall(app, calls.finance.getUnmatchedDeposits, { access: FINANCE }, async (request) => {
    const { Status, Page, PageSize } = request.query;
    return ok(await unmatchedDeposits(db, Status, Page, PageSize));
  });

  registerCall(app, calls.finance.assignUnmatchedDeposit, { access: FINANCE }, async (request) => {
    const staff = staffOf(request);
    const { DepositId, StudentCode, TermId, Note } = request.body;
    const outcome = await assignUnmatchedDeposit(db, {
      depositId: DepositId,
      staffId: staff.staffId,
      note: Note,
      now: new Date(),
      studentCode: StudentCode,
      termId: TermId,
    });
    const done = 'deposit' in outcome;
    await recordAudit(db, request, {
      action: 'unmatched-deposit-assign',
      outcome: done ? 'success' : 'refused',
      staffMemberId: staff.staffId,
      studentId: done ? outcome.studentId : null,
      actorLabel: staff.email,
      target: `unmatched-deposit:${String(DepositId)}`,
      details: done
        ? { studentCode: StudentCode, termId: TermId, paymentId: outcome.deposit.PaymentId, note: Note }
        : { studentCode: StudentCode, termId: TermId, refusal: inEnglish(outcome.message) },
    });
    return done ? ok(outcome.deposit) : refusalOf(outcome, requestLanguage(request));
  });

  registerCall(app, calls.finance.returnUnmatchedDeposit, { access: FINANCE }, async (request) => {
    const staff = staffOf(request);
    const { DepositId, Note } = request.body;
    const outcome = await returnUnmatchedDeposit(db, {
      depositId: DepositId,
      staffId: staff.staffId,
      note: Note,
      now: new Date(),
    });
    const done = !('kind' in outcome);
    await recordAudit(db, request, {
      action: 'unmatched-deposit-return',
      outcome: done ? 'success' : 'refused',
      staffMemberId: staff.staffId,
      actorLabel: staff.email,
      target: `unmatched-deposit:${String(DepositId)}`,
      details: done ? { note: Note } : { note: Note, refusal: inEnglish(outcome.message) },
    });
    return done ? ok(outcome) : refusalOf(outcome, requestLanguage(request));
  });
};
