import type { PaymentChannel, StatementTerm, StudentStatement } from '@portal/contract';
import { labelledLine, renderStudentPdf } from '../../platform/pdf/student-pdf.js';
import { egp } from './balance.js';

export interface StatementDocument {
  universityName: string;
  student: { code: string; nameEn: string };
  statement: StudentStatement;
  /** "23 November 2026, 10:42" in the university's time zone. */
  generatedAt: string;
}

export const CHANNEL_EN: Record<PaymentChannel, string> = {
  bank_deposit: 'Bank deposit',
  card: 'Card',
  wallet: 'Mobile wallet',
  outlet: 'Payment outlet',
  cashier: 'Cashier',
};

const header = (cells: string[]) => cells.map((text) => ({ text, type: 'TH' as const }));
const shaded = (row: number) => (row === 0 ? { backgroundColor: '#e8eef6' } : undefined);

function termSection(doc: PDFKit.PDFDocument, term: StatementTerm): void {
  if (doc.y > doc.page.height - 200) doc.addPage();
  doc.font('Helvetica-Bold').fontSize(11).text(`${term.NameEn} (${term.TermCode})`);
  doc.moveDown(0.3);
  doc.font('Helvetica').fontSize(9);
  doc.table({
    columnStyles: ['*', 62, 70, 62, 62, 74],
    rowStyles: shaded,
    data: [
      header(['Charge', 'Due', 'Amount', 'Credited', 'Paid', 'Outstanding']),
      ...term.Charges.map((line) => [
        line.Description,
        line.DueOn,
        egp(line.AmountPiastres),
        egp(line.CreditedPiastres),
        egp(line.PaidPiastres),
        // The mark a reader of a printed page finds without colour.
        line.Overdue ? `${egp(line.OutstandingPiastres)} OVERDUE` : egp(line.OutstandingPiastres),
      ]),
    ],
  });
  if (term.Payments.length > 0) {
    doc.moveDown(0.3);
    doc.table({
      columnStyles: [80, 90, '*', 80],
      rowStyles: shaded,
      data: [
        header(['Paid on', 'Channel', 'Reference', 'Amount']),
        ...term.Payments.map((payment) => [
          payment.PaidAt.slice(0, 10),
          CHANNEL_EN[payment.Channel],
          payment.Reference,
          egp(payment.AmountPiastres),
        ]),
      ],
    });
  }
  doc.moveDown(0.3);
  doc.text(
    `Charged ${egp(term.ChargedPiastres)}   Credited ${egp(term.CreditedPiastres)}   ` +
      `Paid ${egp(term.PaidPiastres)}   Balance ${egp(term.BalancePiastres)}`,
  );
  doc.moveDown();
}

/**
 * The statement of account as a PDF (platform/pdf: A4, English names): what a sponsor, an embassy or the
 * student's family asks for on paper. Same figures as GetStudentStatement, drawn from its answer.
 */
export function renderStatementPdf(document: StatementDocument): Promise<Buffer> {
  const { statement, student } = document;
  const heading = {
    universityName: document.universityName,
    title: 'Statement of Account',
    subject: 'Statement of account',
    student,
  };
  return renderStudentPdf(heading, (doc) => {
    labelledLine(doc, 'Student', student.nameEn);
    labelledLine(doc, 'Student ID', student.code);
    labelledLine(doc, 'As of', statement.AsOf);
    labelledLine(doc, 'Generated', document.generatedAt);
    doc.moveDown(0.5);
    labelledLine(doc, 'Balance', egp(statement.BalancePiastres));
    labelledLine(doc, 'Overdue', egp(statement.OverduePiastres));
    labelledLine(
      doc,
      'Next due',
      statement.NextDue
        ? `${egp(statement.NextDue.AmountPiastres)} on ${statement.NextDue.DueOn}`
        : 'Nothing falls due',
    );
    doc.moveDown();
    if (statement.Terms.length === 0) doc.text('Nothing has been charged or paid on this account.');
    for (const term of statement.Terms) termSection(doc, term);
    doc
      .fontSize(8)
      .fillColor('#555555')
      .text(
        'Amounts in Egyptian pounds. A term’s payments settle its charges in order of due date. A negative ' +
          'balance is money paid ahead. Printed from the student portal; the Finance office’s records prevail.',
      );
  });
}
