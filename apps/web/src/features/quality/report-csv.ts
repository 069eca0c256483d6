import type { EvaluationReport } from '@portal/contract';

function csvField(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  // A leading formula character is defused so a spreadsheet never runs it.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/**
 * The quality report as CSV, one line per section/instructor and question; a group below the threshold
 * is one line without scores. Made from the report itself, so it holds nothing the page does not show.
 */
export function reportCsv(report: EvaluationReport, belowThreshold: string): string {
  const header = [
    'Term',
    'Course',
    'Title',
    'Section',
    'Instructor',
    'Respondents',
    'Question',
    'Answers',
    'Mean',
  ];
  const lines = [header.map(csvField).join(',')];
  for (const row of report.Rows) {
    const base = [row.TermCode, row.CourseCode, row.CourseTitleEn, row.SectionNo, row.InstructorNameEn ?? ''];
    if (!row.Shown) {
      lines.push([...base, row.Respondents, belowThreshold, '', ''].map(csvField).join(','));
      continue;
    }
    for (const question of row.Questions) {
      lines.push(
        [...base, row.Respondents, question.TextEn, question.Answers, question.Mean].map(csvField).join(','),
      );
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}
