import { describe, expect, it } from 'vitest';
import { reportCsv } from './report-csv';

describe('reportCsv', () => {
  it('writes scores only for groups shown, and defuses spreadsheet formulas', () => {
    const csv = reportCsv(
      {
        TermCode: 'F25',
        MinimumRespondents: 5,
        Rows: [
          {
            TermCode: 'F25',
            SectionId: 1,
            CourseCode: 'PHC 401',
            CourseTitleEn: '=HYPERLINK("x")',
            SectionNo: '01',
            InstructorId: null,
            InstructorNameEn: null,
            Respondents: 6,
            Shown: true,
            Questions: [{ QuestionId: 1, TextEn: 'Clear "goals"', Answers: 6, Mean: 4.17 }],
          },
          {
            TermCode: 'F25',
            SectionId: 2,
            CourseCode: 'PHC 405',
            CourseTitleEn: 'Hospital Pharmacy',
            SectionNo: '02',
            InstructorId: 3,
            InstructorNameEn: 'Mona Adel',
            Respondents: 3,
            Shown: false,
            Questions: [],
          },
        ],
      },
      'Fewer than 5 respondents',
    );
    expect(csv.split('\r\n')).toEqual([
      '"Term","Course","Title","Section","Instructor","Respondents","Question","Answers","Mean"',
      `"F25","PHC 401","'=HYPERLINK(""x"")","01","","6","Clear ""goals""","6","4.17"`,
      '"F25","PHC 405","Hospital Pharmacy","02","Mona Adel","3","Fewer than 5 respondents","",""',
      '',
    ]);
  });
});
