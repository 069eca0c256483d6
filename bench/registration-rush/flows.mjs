// What each virtual student does once they arrive. A flow is a list of calls made one after another, as
// the app makes them; the load generator handles the waiting room around them.

const call = (name, method, path, body) => ({ name, method, path, body });

/**
 * `entry`: the door (RequestAdmission), the validate page's reads, the time ticket with its holds, the
 * profile. `registration`: the day itself, as the app makes the calls — through the door, the validate
 * page (AdvisingValidator/Check), then for each chosen course its sections (Advising/GetCourseSections) and
 * the add (Advising/InsertCourse: the seat is taken there and then). `student.choices` comes from
 * courses.mjs.
 */
export const FLOWS = {
  entry: () => [
    call('RequestAdmission', 'POST', '/api/Registration/RequestAdmission'),
    call('GetStudentAuthData', 'GET', '/api/DefaultData/GetStudentAuthData'),
    call('GetRegistrationTicket', 'GET', '/api/Registration/GetRegistrationTicket'),
    call('GetStudentData', 'GET', '/api/DefaultData/GetStudentData'),
  ],
  registration: (student) => [
    call('RequestAdmission', 'POST', '/api/Registration/RequestAdmission'),
    call('AdvisingValidator/Check', 'GET', '/api/AdvisingValidator/Check?kind=advising'),
    ...student.choices.flatMap(({ courseId, sectionId }) => [
      call('Advising/GetCourseSections', 'POST', '/api/Advising/GetCourseSections', {
        StudentCode: student.code,
        CourseId: courseId,
      }),
      call('Advising/InsertCourse', 'POST', '/api/Advising/InsertCourse', {
        StudentCode: student.code,
        SectionIds: [sectionId],
      }),
    ]),
  ],
};

/** The same number of calls, each to the bare Fastify route: the yardstick. */
export function bareFlow(flow) {
  return (student) => flow(student).map((step) => call(`bare (${step.name})`, 'GET', '/bare'));
}
