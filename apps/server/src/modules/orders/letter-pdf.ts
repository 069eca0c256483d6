import type { StudentStatus } from '../student/schema.js';
import { labelledLine, renderStudentPdf } from '../../platform/pdf/student-pdf.js';
import { drawVerificationSeal, type VerificationSeal } from '../../platform/pdf/verification-seal.js';
import type { LetterFacts } from './letter-queries.js';

export interface EnrolmentLetter {
  universityName: string;
  /** The request type's English name: the letter's title ("Enrolment letter"). */
  title: string;
  /** The request's number, for the office's files. */
  number: string;
  facts: LetterFacts;
  /** The issue date, a calendar date of the university ("30 November 2026"). */
  issuedOn: string;
  seal: VerificationSeal;
}

const STATUS_EN: Record<StudentStatus, string> = {
  active: 'active',
  suspended: 'suspended',
  graduated: 'graduated',
  withdrawn: 'withdrawn',
};

/** The sentence the letter is issued for: the student, the program and the term, as the registrar words it. */
function statement(facts: LetterFacts): string {
  const seat = facts.registered
    ? `is enrolled in the ${facts.termEn} term`
    : `holds no registered course in the ${facts.termEn} term`;
  return (
    `This is to certify that ${facts.nameEn} (student ID ${facts.code}) is a student of the ` +
    `${facts.programEn} program (${facts.degree}), ${facts.facultyEn}, at level ${String(facts.level)}, ` +
    `whose status is ${STATUS_EN[facts.status]}, and ${seat}.`
  );
}

/**
 * The enrolment (proof of study) letter as an A4 PDF: who the student is, the program, level, term and
 * status, the issue date, and the verification seal (code + QR code of the public check). English only,
 * like every portal PDF (platform/pdf/student-pdf.ts).
 */
export function renderEnrolmentLetter(letter: EnrolmentLetter): Promise<Buffer> {
  const { facts } = letter;
  const heading = {
    universityName: letter.universityName,
    title: letter.title,
    subject: `${letter.title} ${letter.number}`,
    student: { nameEn: facts.nameEn, code: facts.code },
  };
  return renderStudentPdf(heading, (doc) => {
    labelledLine(doc, 'Reference', letter.number);
    labelledLine(doc, 'Issued on', letter.issuedOn);
    doc.moveDown();
    doc.fontSize(11).text('To whom it may concern,');
    doc.moveDown(0.5);
    doc.text(statement(facts), { align: 'justify' });
    doc.moveDown(0.5);
    doc.text('This letter is issued at the student’s request, without responsibility towards others.');
    doc.moveDown();
    labelledLine(doc, 'Student', facts.nameEn);
    labelledLine(doc, 'Student ID', facts.code);
    labelledLine(doc, 'Program', `${facts.programEn} (${facts.degree}), ${facts.facultyEn}`);
    labelledLine(doc, 'Level', String(facts.level));
    labelledLine(doc, 'Term', facts.termEn);
    labelledLine(
      doc,
      'Enrolment status',
      facts.registered ? `enrolled (${STATUS_EN[facts.status]})` : STATUS_EN[facts.status],
    );
    drawVerificationSeal(doc, letter.seal);
  });
}
