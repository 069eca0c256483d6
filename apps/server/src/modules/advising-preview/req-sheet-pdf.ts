import type { AcademicStanding, TimetableSection } from '@portal/contract';
import { labelledLine, renderStudentPdf } from '../../platform/pdf/student-pdf.js';
import type { AuditCourse, DegreeAudit } from '../advising/service.js';

export interface ReqSheetDocument {
  universityName: string;
  student: { code: string; nameEn: string; programEn: string; degree: string; facultyEn: string };
  gpa: number | null;
  standing: AcademicStanding;
  audit: DegreeAudit;
  /** The current term's name and the sections advised (held) in it. */
  termNameEn: string | null;
  advised: TimetableSection[];
  /** "23 November 2026, 10:42" in the university's time zone. */
  generatedAt: string;
}

const STANDING_EN: Record<AcademicStanding, string> = {
  honors: 'Honours',
  good: 'Good standing',
  warning: 'Academic warning',
  probation: 'Academic probation',
};

function stateCell(course: AuditCourse): string {
  switch (course.state) {
    case 'passed':
      return course.grade ? `Passed (${course.grade})` : 'Passed';
    case 'in_progress':
      return 'In progress';
    case 'eligible':
      return 'Remaining';
    case 'blocked':
      return `Remaining - needs ${course.blockedBy.join(', ')}`;
  }
}

/**
 * The requirement sheet (ReqSheet.pdf): the study plan as a degree audit — every category with its
 * courses passed, in progress and remaining, the credits earned against those required, and this term's
 * advised courses, on the student document of platform/pdf (A4, English names, as the transcript).
 */
export function renderReqSheetPdf(document: ReqSheetDocument): Promise<Buffer> {
  const { student, audit } = document;
  const heading = {
    universityName: document.universityName,
    title: 'Requirement Sheet',
    subject: 'Degree audit: study plan requirements',
    student,
  };
  return renderStudentPdf(heading, (doc) => {
    labelledLine(doc, 'Student', student.nameEn);
    labelledLine(doc, 'Student ID', student.code);
    labelledLine(doc, 'Program', `${student.programEn} (${student.degree}), ${student.facultyEn}`);
    labelledLine(doc, 'Cumulative GPA', document.gpa === null ? '-' : document.gpa.toFixed(2));
    labelledLine(doc, 'Academic standing', STANDING_EN[document.standing]);
    labelledLine(
      doc,
      'Credits',
      `${String(audit.earnedCredits)} earned and ${String(audit.inProgressCredits)} in progress of ${String(audit.requiredCredits)} required`,
    );
    labelledLine(doc, 'Generated', document.generatedAt);
    doc.moveDown();

    for (const category of audit.categories) {
      if (doc.y > doc.page.height - 180) doc.addPage();
      const left = Math.max(0, category.requiredCredits - category.earnedCredits);
      doc
        .font('Helvetica-Bold')
        .fontSize(11)
        .text(`${category.nameEn}${category.isElective ? ' (electives)' : ''}`);
      doc
        .font('Helvetica')
        .fontSize(9)
        .text(
          `${String(category.earnedCredits)} of ${String(category.requiredCredits)} credits earned, ` +
            `${String(category.inProgressCredits)} in progress, ${String(left)} still required`,
        );
      doc.moveDown(0.3);
      doc.table({
        columnStyles: [70, '*', 45, 45, 150],
        rowStyles: (row) => (row === 0 ? { backgroundColor: '#e8eef6' } : undefined),
        data: [
          ['Code', 'Course', 'Credits', 'Level', 'Status'].map((text) => ({ text, type: 'TH' as const })),
          ...category.courses.map((course) => [
            course.code,
            course.titleEn,
            String(course.credits),
            String(course.suggestedLevel),
            stateCell(course),
          ]),
        ],
      });
      doc.moveDown();
    }

    if (doc.y > doc.page.height - 160) doc.addPage();
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .text(`Advised courses${document.termNameEn ? ` - ${document.termNameEn}` : ''}`);
    doc.moveDown(0.3);
    doc.font('Helvetica').fontSize(9);
    if (document.advised.length === 0) {
      doc.text('No course is advised for this term yet.');
    } else {
      doc.table({
        columnStyles: [70, '*', 45, 60, 60],
        rowStyles: (row) => (row === 0 ? { backgroundColor: '#e8eef6' } : undefined),
        data: [
          ['Code', 'Course', 'Credits', 'Section', 'Kind'].map((text) => ({ text, type: 'TH' as const })),
          ...document.advised.map((section) => [
            section.CourseCode,
            section.TitleEn,
            section.Kind === 'lecture' ? String(section.Credits) : '',
            section.SectionNo,
            section.Kind,
          ]),
        ],
      });
    }
    doc.moveDown();
    doc
      .fontSize(8)
      .fillColor('#555555')
      .text(
        'Printed from the student portal. A course listed in more than one category counts once, in the first. ' +
          'Remaining courses marked "needs" wait for the named prerequisites. Advising decisions are confirmed by ' +
          'the Registrar.',
      );
  });
}
