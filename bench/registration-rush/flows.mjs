// What each virtual student does once they arrive. A flow is a list of calls made one after another, as
// the app makes them; the load generator handles the waiting room around them.

const call = (name, method, path, body) => ({ name, method, path, body });

/**
 * The calls that exist before the advising module is merged: the door (RequestAdmission), the validate
 * page's reads (the windows and the student's standing), the time ticket with its holds, the profile.
 * The full registration day — validate, list sections, add five courses, save — is added here once the
 * advising calls exist (AdvisingValidator/Check, Advising/GetCourseSections, Advising/InsertCourse ×5,
 * AddDrop/Save), each chosen per student from the sections the student may take.
 */
export const FLOWS = {
  entry: () => [
    call('RequestAdmission', 'POST', '/api/Registration/RequestAdmission'),
    call('GetStudentAuthData', 'GET', '/api/DefaultData/GetStudentAuthData'),
    call('GetRegistrationTicket', 'GET', '/api/Registration/GetRegistrationTicket'),
    call('GetStudentData', 'GET', '/api/DefaultData/GetStudentData'),
  ],
};

/** The same number of calls, each to the bare Fastify route: the yardstick. */
export function bareFlow(flow) {
  return (student) => flow(student).map((step) => call(`bare (${step.name})`, 'GET', '/bare'));
}
