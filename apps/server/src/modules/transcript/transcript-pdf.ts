import type { AcademicStanding, RecordFigures, TranscriptCourse } from '@portal/contract';
import { labelledLine, renderStudentPdf } from '../../platform/pdf/student-pdf.js';
import { drawVerificationSeal, type VerificationSeal } from '../../platform/pdf/verification-seal.js';

export interface TranscriptDocument {
  universityName: string;
  student: { code: string; nameEn: string; programEn: string; degree: string; facultyEn: string };
  /** Oldest first. */
  terms: {
    nameEn: string;
    courses: TranscriptCourse[];
    term: RecordFigures;
    cumulative: RecordFigures;
    standing: AcademicStanding;
    gradesPublished: boolean;
  }[];
  cumulative: RecordFigures;
  standing: AcademicStanding;
  /** "23 November 2026, 10:42" in the university's time zone. */
  generatedAt: string;
  /** Issued by student services (an official transcript request): its verification code and QR code. */
  seal?: VerificationSeal;
}

const STANDING_EN: Record<AcademicStanding, string> = {
  honors: 'Honours',
  good: 'Good standing',
  warning: 'Academic warning',
  probation: 'Academic probation',
};

const gpa = (figures: RecordFigures) => (figures.Gpa === null ? '-' : figures.Gpa.toFixed(2));
const credits = (figures: RecordFigures) =>
  `${String(figures.EarnedCredits)} earned of ${String(figures.AttemptedCredits)} attempted`;

/** The grade column: the letter, or what stands in its place, with the repeat mark. */
function gradeCell(course: TranscriptCourse): string {
  if (course.Outcome === 'withheld') return 'Withheld';
  if (course.Outcome === 'in_progress') return 'In progress';
  return course.Outcome === 'replaced' ? `${course.Grade ?? ''} (E)` : (course.Grade ?? '');
}

/**
 * The unofficial transcript as a PDF (platform/pdf: A4, English names). Repeated attempts are marked (E) =
 * excluded from the cumulative GPA, as registrars print them.
 */
export function renderTranscriptPdf(document: TranscriptDocument): Promise<Buffer> {
  const { student } = document;
  const official = document.seal !== undefined;
  const heading = {
    universityName: document.universityName,
    title: official ? 'Official Academic Transcript' : 'Unofficial Academic Transcript',
    subject: official ? 'Official academic transcript' : 'Unofficial academic transcript',
    student,
  };
  return renderStudentPdf(heading, (doc) => {
    labelledLine(doc, 'Student', student.nameEn);
    labelledLine(doc, 'Student ID', student.code);
    labelledLine(doc, 'Program', `${student.programEn} (${student.degree}), ${student.facultyEn}`);
    labelledLine(doc, 'Generated', document.generatedAt);
    doc.moveDown();

    for (const term of document.terms) {
      if (doc.y > doc.page.height - 200) doc.addPage();
      doc.font('Helvetica-Bold').fontSize(11).text(term.nameEn);
      doc.moveDown(0.3);
      doc.font('Helvetica').fontSize(9);
      doc.table({
        columnStyles: [70, '*', 50, 70, 50],
        rowStyles: (row) => (row === 0 ? { backgroundColor: '#e8eef6' } : undefined),
        data: [
          ['Code', 'Course', 'Credits', 'Grade', 'Points'].map((text) => ({ text, type: 'TH' as const })),
          ...term.courses.map((course) => [
            course.CourseCode,
            course.TitleEn,
            String(course.Credits),
            gradeCell(course),
            course.Points === null ? '-' : course.Points.toFixed(1),
          ]),
        ],
      });
      doc.moveDown(0.3);
      doc.text(
        term.gradesPublished
          ? `Term GPA ${gpa(term.term)} (${credits(term.term)})   Cumulative GPA ${gpa(term.cumulative)} (${credits(term.cumulative)})   ${STANDING_EN[term.standing]}`
          : 'Grades of this term are not published yet.',
      );
      doc.moveDown();
    }

    if (doc.y > doc.page.height - 150) doc.addPage();
    doc.font('Helvetica-Bold').fontSize(11).text('Summary');
    doc.font('Helvetica').fontSize(10);
    doc.text(`Cumulative GPA: ${gpa(document.cumulative)}`);
    doc.text(`Credits: ${credits(document.cumulative)}`);
    doc.text(`Academic standing: ${STANDING_EN[document.standing]}`);
    doc.moveDown();
    doc
      .fontSize(8)
      .fillColor('#555555')
      .text(
        (official
          ? 'Official transcript issued by student services; check it with the verification code below. '
          : 'Unofficial transcript printed from the student portal. ') +
          '(E) = an attempt excluded from the cumulative GPA ' +
          'because the course was repeated. W = withdrawn, I = incomplete; neither counts in a GPA. ' +
          'WU = withdrawn while failing, counted as an F. Withheld grades ' +
          'are held by the Registrar and count nowhere until released.' +
          (official ? '' : ' Not valid without the Registrar’s seal.'),
      );
    if (document.seal) drawVerificationSeal(doc, document.seal);
  });
}
