import { z } from 'zod';

const dbId = z.coerce.number().int().positive().max(2_147_483_647);

/** A bank where students deposit cash into the university's account for the faculty's or the bus fees. */
export const bank = z.object({
  BankId: z.number().int(),
  /** The code the bank's statements and notifications name it by ('NBE'). */
  Code: z.string(),
  NameEn: z.string(),
  NameAr: z.string(),
  /** The university's account number at this bank, written on the deposit slip. */
  AccountNumber: z.string(),
});
export type Bank = z.infer<typeof bank>;

/** GET /api/Billing/GetBanks and GetBanks_Bus: the banks taking the faculty's or the bus fees now. */
export const getBanksResponse = z.array(bank);

/** The invoice and bank a payment notice, its acceptance or a deposit slip is about. */
export const bankNoticeQuery = z.object({ BankId: dbId, PaymentInvoiceRequestId: dbId });
export type BankNoticeQuery = z.infer<typeof bankNoticeQuery>;

/**
 * GET /api/Billing/GetNotification: what the student must accept before depositing at the bank, in both
 * languages, with whether (and until when) they accepted it already.
 */
export const bankNotice = z.object({
  PaymentInvoiceRequestId: z.number().int(),
  BankId: z.number().int(),
  TextEn: z.string(),
  TextAr: z.string(),
  /** The last moment a deposit counts: the invoice's deadline once accepted, what it would be before. */
  DepositBy: z.iso.datetime({ offset: true }),
  AcceptedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type BankNotice = z.infer<typeof bankNotice>;
export const getNotificationResponse = bankNotice;

/** POST /api/Billing/AcceptNotification: the student accepts the notice; the same answer when repeated. */
export const acceptNotificationBody = bankNoticeQuery;
export const acceptNotificationResponse = bankNotice;

/** GET /api/Portal/getBankURL: where the deposit slip of an accepted notice is downloaded. */
export const getBankUrlQuery = bankNoticeQuery;
export const getBankUrlResponse = z.object({ Url: z.string() });

/** GET /api/Billing/GetDepositSlip: the deposit slip (PDF) to hand the bank's teller. */
export const getDepositSlipQuery = bankNoticeQuery;

/**
 * POST /api/Billing/BankDepositCallback: a bank's signed notification of a cash deposit (the protocol is in
 * apps/server/src/modules/billing/README.md). Nothing of it is read before its signature holds.
 */
export const bankDepositCallbackBody = z.object({
  bankCode: z.string().max(10),
  transactionId: z.string().max(64),
  reference: z.string().max(64),
  amountPiastres: z.string().max(12),
  currency: z.string().max(3),
  depositedAt: z.string().max(40),
  signature: z.string().max(128),
});
export type BankDepositCallbackBody = z.infer<typeof bankDepositCallbackBody>;
