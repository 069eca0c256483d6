import {
  envelope,
  getPaymentRequestResponse,
  insertStudentInvoiceTransactionResponse,
} from '@portal/contract';
import { chargeStudent } from './advising-factories.js';
import type { TestApp } from './app.js';
import { buildStudent } from './factories.js';
import { studentAuthorization } from './sessions.js';

/**
 * A new student owing `pounds` for the term who starts paying online through the real calls (the invoice,
 * then the attempt at the provider), as the payment page does; the provider has not answered yet.
 */
export async function startOnlinePayment(
  subject: TestApp,
  termId: number,
  pounds: number,
  channel: 'card' | 'outlet',
) {
  const db = subject.database.handle.db;
  const student = await buildStudent(db);
  await chargeStudent(db, student.id, termId, pounds);
  const headers = await studentAuthorization(subject.app, student);
  const asked = await subject.app.inject({
    method: 'POST',
    url: '/api/Billing/GetPaymentRequest',
    headers,
    payload: { TermId: termId, AmountPiastres: pounds * 100 },
  });
  const invoice = envelope(getPaymentRequestResponse).parse(asked.json()).ReturnObject;
  const started = await subject.app.inject({
    method: 'POST',
    url: '/api/Billing/InsertStudentInvoiceTransaction',
    headers,
    payload: { PaymentInvoiceRequestId: invoice?.PaymentInvoiceRequestId, Channel: channel },
  });
  const attempt = envelope(insertStudentInvoiceTransactionResponse.nullable()).parse(
    started.json(),
  ).ReturnObject;
  if (!invoice || !attempt) throw new Error(started.body);
  return { invoiceId: invoice.PaymentInvoiceRequestId, attempt };
}
