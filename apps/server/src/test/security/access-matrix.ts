import type { Caller } from './callers.js';

export type Verdict = 'allow' | 'deny';
export type Expectation = Readonly<Record<Caller, Verdict>>;

/** Everyone, signed in or not. */
const EVERYONE: Expectation = {
  anonymous: 'allow',
  student: 'allow',
  registrar: 'allow',
  auditor: 'allow',
  communications: 'allow',
  quality: 'allow',
  finance: 'allow',
  'student-services': 'allow',
  'international-office': 'allow',
  'placement-office': 'allow',
  impersonating: 'allow',
};

/** Any valid portal token: students, every staff role, staff acting as a student. */
const SIGNED_IN: Expectation = { ...EVERYONE, anonymous: 'deny' };

const NOBODY: Expectation = {
  anonymous: 'deny',
  student: 'deny',
  registrar: 'deny',
  auditor: 'deny',
  communications: 'deny',
  quality: 'deny',
  finance: 'deny',
  'student-services': 'deny',
  'international-office': 'deny',
  'placement-office': 'deny',
  impersonating: 'deny',
};

/**
 * The signed-in student, and staff acting as that student. A route refused while impersonating (payments,
 * contact and bank details) is `{ ...NOBODY, student: 'allow' }`.
 */
export const STUDENT: Expectation = { ...NOBODY, student: 'allow', impersonating: 'allow' };

export const staff = (
  ...roles: Exclude<Caller, 'anonymous' | 'student' | 'impersonating'>[]
): Expectation => ({
  ...NOBODY,
  ...Object.fromEntries(roles.map((role) => [role, 'allow'])),
});

/**
 * Who may call each route: the reviewed allow/deny table the role matrix proves (security/role-matrix.test.ts).
 * Every registered /api route must be here, and nothing else. Adding a route: add one line, choosing the
 * narrowest row that lets the spec's users do their work; the reviewer checks this line, not the code.
 */
export const ACCESS_MATRIX: Readonly<Record<string, Expectation>> = {
  // Sign-in and the app's start-up data are reached before anyone is signed in.
  'GET /api/account/NewLogin': EVERYONE,
  'GET /api/account/ObtainLocalAccessToken': EVERYONE,
  'GET /api/account/AdminLogin': EVERYONE,
  'POST /api/account/AdminLogin': EVERYONE,
  'GET /api/Portal/GetAppConfiguration': EVERYONE,
  'GET /api/Student/GetFaculties': EVERYONE,
  // EventSource cannot send a bearer header: the single-use ticket from StreamTicket is the credential.
  'GET /api/Notify/Stream': EVERYONE,
  // Calendar apps cannot sign in: the private link's secret token is the credential.
  'GET /api/Calendar/Feed': EVERYONE,

  'POST /api/account/Logout': SIGNED_IN,
  'POST /api/Student/StopImpersonation': SIGNED_IN,

  // The menu adapts to whoever is signed in.
  'GET /api/Portal/GetMenu': SIGNED_IN,

  'GET /api/Portal/GetImpersonationHistory': STUDENT,
  'GET /api/DefaultData/GetStudentData': STUDENT,
  'GET /api/DefaultData/GetStudentAuthData': STUDENT,
  'GET /api/DefaultData/GetExamAuthData': STUDENT,
  'GET /api/Portal/GetActiveNotification': STUDENT,
  'GET /api/Portal/CheckAnnocmentIsAccepted': STUDENT,
  'POST /api/Portal/InsertAnnouncmentLogger': STUDENT,
  'GET /api/Evaluation/IsEvaluationOpened': STUDENT,
  'GET /api/Evaluation/CheckForEvaluation': STUDENT,
  'GET /api/Evaluation/GetStudentCourses': STUDENT,
  'POST /api/Evaluation/GetCourseInstructors': STUDENT,
  'GET /api/Evaluation/GetCategoryQuestions': STUDENT,
  'POST /api/Evaluation/InsertStudentEvaluation': STUDENT,
  'GET /api/Notify/GetStudentMessages': STUDENT,
  'GET /api/Notify/GetStudentMessages_Count': STUDENT,
  'POST /api/Notify/MarkMessageRead': STUDENT,
  'POST /api/Notify/MarkAllMessagesRead': STUDENT,
  'POST /api/Notify/StreamTicket': STUDENT,
  'GET /api/Notify/GetPushConfiguration': STUDENT,
  // A device registered while staff act as the student would get the student's pushes: the student only.
  'POST /api/Notify/RegisterToken': { ...NOBODY, student: 'allow' },
  'POST /api/Notify/RemoveToken': { ...NOBODY, student: 'allow' },
  'POST /api/Notify/RemoveFCMToken': { ...NOBODY, student: 'allow' },
  'GET /api/Reports/GetStudentSchedule': STUDENT,
  'GET /api/Reports/GetStudentScheduleWithZoomLinks': STUDENT,
  'GET /api/Reports/GetFinalExamSchedule': STUDENT,
  'GET /api/Reports/GetMidTermExamSchedule': STUDENT,
  'GET /api/Reports/GetStudentPracticalExamSchedule': STUDENT,
  'GET /api/Reports/GetMidTermExamScoring': STUDENT,
  'GET /api/Reports/GetFinalExamScoring': STUDENT,
  'GET /api/Reports/GetPracticalExamScoring': STUDENT,
  'GET /api/Reports/GetCalendarFeed': STUDENT,
  'GET /api/Reports/GetStudentCalendar': STUDENT,
  // A private calendar link outlives an impersonation session: only the student makes or revokes one.
  'POST /api/Reports/CreateCalendarFeed': { ...NOBODY, student: 'allow' },
  'POST /api/Reports/RevokeCalendarFeed': { ...NOBODY, student: 'allow' },
  'GET /api/Reports/GetSemesters': STUDENT,
  'GET /api/Reports/GetStudentTransriptForSemester': STUDENT,
  'GET /api/Transcript/GetStudentCourses': STUDENT,
  'GET /api/Transcript/GetCoursePreq': STUDENT,
  'GET /api/Transcript/GetTranscriptPdf': STUDENT,
  // Staff acting as the student pass the policy; the call itself refuses them (the student's own decision).
  'GET /api/Transcript/AddWsGrade': STUDENT,
  'GET /api/Portal/GetStudentAttendance': STUDENT,
  'GET /api/Reports/GetLibraryAccessCodes': STUDENT,
  'POST /api/Reports/GetPreviousLibraryAccessCodes': STUDENT,
  // Credentials (issue 28): user names and masks for the student and staff acting as them; a password is
  // revealed or set by the student alone.
  'GET /api/StudentService/GetStudentCredentials': STUDENT,
  'POST /api/StudentService/RevealStudentCredential': { ...STUDENT, impersonating: 'deny' },
  'POST /api/StudentService/SaveStudentPassword': { ...STUDENT, impersonating: 'deny' },
  'GET /api/Billing/GetStudentStatement': STUDENT,
  'GET /api/Billing/GetStudentStatementPdf': STUDENT,
  'GET /api/Billing/GetPaymentReceipt': STUDENT,
  'POST /api/Billing/GetPaymentRequest': { ...NOBODY, student: 'allow' },
  'GET /api/Billing/GetInvoicePaymentRequest': STUDENT,
  'GET /api/Billing/GetInstallmentPlans': STUDENT,
  'POST /api/Billing/InsertStudentInstallment': { ...NOBODY, student: 'allow' },
  'POST /api/Billing/GetInstallmentPaymentRequest': { ...NOBODY, student: 'allow' },
  'GET /api/Reports/CheckForFacultyCashDepositLink': STUDENT,
  // Opening an order at a payment provider is the student's own step, never staff acting as them.
  'POST /api/Billing/InsertStudentInvoiceTransaction': { ...NOBODY, student: 'allow' },
  'GET /api/Portal/GetBillingURL': { ...NOBODY, student: 'allow' },
  // Providers' callbacks carry no token: the provider's signature over the body is what is checked.
  'POST /api/Billing/PaymobCallback': EVERYONE,
  'POST /api/Billing/FawryCallback': EVERYONE,
  'GET /api/Billing/GetBanks': STUDENT,
  'GET /api/Billing/GetBanks_Bus': STUDENT,
  'GET /api/Billing/GetNotification': STUDENT,
  // Accepting a bank's notice keeps the invoice open for days: the student's own step, never staff's.
  'POST /api/Billing/AcceptNotification': { ...NOBODY, student: 'allow' },
  'GET /api/Portal/getBankURL': STUDENT,
  'GET /api/Billing/GetDepositSlip': STUDENT,
  // The student's own word on their deposit: staff acting as the student never declare for them.
  'POST /api/Billing/InsertStudentPaymentTransaction': { ...NOBODY, student: 'allow' },
  'GET /api/Billing/InsertStudentPaymentTransaction': STUDENT,
  // The bank's callback carries no token: its HMAC over the deposit's fields is what is checked.
  'POST /api/Billing/BankDepositCallback': EVERYONE,
  // The bus and military fee pages: choosing a line bills the student, so it and paying are their own steps.
  'GET /api/Billing/GetAllBusLine': STUDENT,
  'POST /api/Billing/BusLineChanged': { ...NOBODY, student: 'allow' },
  'POST /api/Billing/InsertBusPaymentRequest': { ...NOBODY, student: 'allow' },
  'POST /api/Billing/InsertStudentBusTransaction': { ...NOBODY, student: 'allow' },
  'GET /api/Reports/CheckForBusCashDepositLink': STUDENT,
  'GET /api/Billing/GetStudentMilitaryData': STUDENT,
  'POST /api/Billing/InsertMilitaryPaymentRequest': { ...NOBODY, student: 'allow' },
  'GET /api/Registration/GetRegistrationTicket': STUDENT,
  'POST /api/Registration/RequestAdmission': STUDENT,

  'POST /api/Student/GetStudents': staff('registrar'),
  'POST /api/Student/impersonate': staff('registrar'),
  'GET /api/Logger/GetPortalLogs': staff('auditor'),
  'GET /api/Evaluation/GetEvaluationReport': staff('quality'),
  // The registrar's military-records page (issue 23): every required student's record, registrar only.
  'GET /api/Billing/GetMilitaryRecords': staff('registrar'),
  'POST /api/Billing/SetMilitaryRecord': staff('registrar'),
  // The finance office's page (issue 23): money of every student, so finance only.
  'GET /api/Finance/GetInvoices': staff('finance'),
  'GET /api/Finance/GetPayments': staff('finance'),
  'POST /api/Finance/RefundPayment': staff('finance'),
  'GET /api/Finance/GetReconciliationReport': staff('finance'),
  'GET /api/Finance/ExportPayments': staff('finance'),
  'GET /api/Finance/GetDepositChoices': staff('finance'),
  'POST /api/Finance/PreviewBankStatement': staff('finance'),
  'POST /api/Finance/ImportBankStatement': staff('finance'),
  'GET /api/Finance/GetUnmatchedDeposits': staff('finance'),
  'POST /api/Finance/AssignUnmatchedDeposit': staff('finance'),
  'POST /api/Finance/ReturnUnmatchedDeposit': staff('finance'),
  'GET /api/Finance/GetInstallmentPlans': staff('finance'),
  'POST /api/Finance/SaveInstallmentPlan': staff('finance'),
  // The student's own requests (issue 24): reads allowed while staff act as the student; filing, answering,
  // uploading and moving a request are the student's own acts.
  'GET /api/Orders/GetStudentData': STUDENT,
  'GET /api/Orders/GetOrderTypes': STUDENT,
  'POST /api/Orders/GetParameterForm': STUDENT,
  'POST /api/Orders/GetOrderTypeDocuments': STUDENT,
  'GET /api/Orders/GetStudentOrders': STUDENT,
  'GET /api/Orders/GetStudentOrder': STUDENT,
  'POST /api/Orders/SaveStudentOrder': { ...NOBODY, student: 'allow' },
  'POST /api/Orders/UpdateStudentOrder': { ...NOBODY, student: 'allow' },
  'POST /api/Orders/UploadFiles_New': { ...NOBODY, student: 'allow' },
  'GET /api/Orders/GetOrderDocument': STUDENT,
  'POST /api/Orders/GetActionLogList': STUDENT,
  'POST /api/Orders/Getfaculties': STUDENT,
  'GET /api/Orders/GetAcceptanceExcuse': STUDENT,
  // Course choices, results and the public check (helper 3's part of issue 24).
  'POST /api/Orders/GetStudentCourses': STUDENT,
  'GET /api/Orders/GetStudentMajors': STUDENT,
  'POST /api/Orders/GetStudentDropCourses': STUDENT,
  'POST /api/Orders/GetStudentWUDropCourses': STUDENT,
  'POST /api/Orders/GetStudentMakeUpCourse': STUDENT,
  'POST /api/Orders/GetStudentCoursesWorkSubmission': STUDENT,
  'POST /api/Orders/GetCompleteDocument': STUDENT,
  'GET /api/Orders/VerifyDocument': EVERYONE,
  'GET /api/StudentPetition/GetStudentCourses': STUDENT,
  // Paying a request's fee is the student's own act, like billing's payments.
  'GET /api/StudentPetition/GetInvoicePaymentRequest': { ...NOBODY, student: 'allow' },
  'POST /api/StudentPetition/InsertStudentPaymentTransaction': { ...NOBODY, student: 'allow' },
  // The student-services back office (issue 24): every student's requests and uploads, so that office only.
  'GET /api/OrdersOffice/GetQueue': staff('student-services'),
  'GET /api/OrdersOffice/GetOrder': staff('student-services'),
  'GET /api/OrdersOffice/GetDocument': staff('student-services'),
  'POST /api/OrdersOffice/ReviewDocument': staff('student-services'),
  'POST /api/OrdersOffice/ActOnOrder': staff('student-services'),
  'POST /api/OrdersOffice/AttachResult': staff('student-services'),
  'POST /api/OrdersOffice/RevokeDocument': staff('student-services'),
  'GET /api/OrdersOffice/GetOrderTypes': staff('student-services'),
  'POST /api/OrdersOffice/SaveOrderType': staff('student-services'),
  // International programs (issue 25): applying, answering an offer and uploading are the student's own acts.
  'GET /api/International/GetFacultyIntroText': STUDENT,
  'GET /api/International/GetStudentData': STUDENT,
  'GET /api/International/GetAppliedPrograms': STUDENT,
  'GET /api/International/GetStudentProgram': STUDENT,
  'GET /api/International/GetAppliedSemesters': STUDENT,
  'GET /api/International/GetAppliedUniversities': STUDENT,
  'GET /api/International/GetDocuments': STUDENT,
  'POST /api/International/SaveStudentProgram': { ...NOBODY, student: 'allow' },
  'POST /api/International/UpdateStudentProgram': { ...NOBODY, student: 'allow' },
  'POST /api/International/UploadFiles_New': { ...NOBODY, student: 'allow' },
  'POST /api/International/GetDocumentParesdBytes': STUDENT,
  // The installment pages (issue 25): asking for an installment's invoice is the student's own payment step.
  'GET /api/International/GetInstallmentPlans': STUDENT,
  'GET /api/International/GetInstallmentPlans_Curious': STUDENT,
  'POST /api/International/GetConfiguration': STUDENT,
  'POST /api/International/GetPaymentInstallment': { ...NOBODY, student: 'allow' },
  'POST /api/International/GetPaymentInstallment_Curious': { ...NOBODY, student: 'allow' },
  // The international office's back office (issue 25): programs, every applicant's files and nominations.
  'GET /api/InternationalOffice/GetPrograms': staff('international-office'),
  'POST /api/InternationalOffice/SaveProgram': staff('international-office'),
  'POST /api/InternationalOffice/SavePartner': staff('international-office'),
  'POST /api/InternationalOffice/SaveModeDocuments': staff('international-office'),
  'GET /api/InternationalOffice/GetApplications': staff('international-office'),
  'GET /api/InternationalOffice/GetApplication': staff('international-office'),
  'GET /api/InternationalOffice/GetApplicationDocument': staff('international-office'),
  'POST /api/InternationalOffice/ReviewApplicationDocument': staff('international-office'),
  'POST /api/InternationalOffice/ActOnApplication': staff('international-office'),
  'GET /api/InternationalOffice/GetNominations': staff('international-office'),
  'GET /api/InternationalOffice/GetRounds': staff('international-office'),
  'POST /api/InternationalOffice/RankApplicants': staff('international-office'),
  'POST /api/InternationalOffice/PreviewRound': staff('international-office'),
  'POST /api/InternationalOffice/PublishRound': staff('international-office'),

  // Tanseek (issue 26): the student's ranking of majors, and the placement office's rounds.
  'GET /api/Tanseek/GetStudentSavedData': STUDENT,
  'GET /api/Tanseek/GetFacultyChoicesForStudent': STUDENT,
  'GET /api/Tanseek/GetStudentMajorMinor': STUDENT,
  'POST /api/Tanseek/SaveStudentChoices': { ...STUDENT, impersonating: 'deny' },
  'GET /api/PlacementOffice/GetRounds': staff('placement-office'),
  'POST /api/PlacementOffice/SaveRound': staff('placement-office'),
  'POST /api/PlacementOffice/CloseRound': staff('placement-office'),
  'POST /api/PlacementOffice/PreviewRound': staff('placement-office'),
  'POST /api/PlacementOffice/PublishRound': staff('placement-office'),
  'GET /api/PlacementOffice/GetResults': staff('placement-office'),
  'GET /api/Portal/GetAnnouncements': staff('communications'),
  'POST /api/Portal/SaveAnnouncement': staff('communications'),
  'POST /api/Portal/EndAnnouncement': staff('communications'),
  'GET /api/Notify/GetMessageAudiences': staff('communications', 'registrar'),
  'POST /api/Notify/SendMessage': staff('communications', 'registrar'),
  'GET /api/Reports/GetExamsForPublication': staff('registrar'),
  'POST /api/Reports/PublishExamScores': staff('registrar'),
  'GET /api/Registration/GetTicketWindows': staff('registrar'),
  'POST /api/Registration/GenerateTickets': staff('registrar'),
  'GET /api/Registration/GetLiveWindow': staff('registrar'),
  'POST /api/Registration/SetAdmissionMode': staff('registrar'),
  'POST /api/Registration/UpdateTermWindow': staff('registrar'),
  // Advising and registration (issue 9): the student's own calls; staff acting as the student may advise
  // for them (audited), but never change their contact data.
  'GET /api/AdvisingValidator/Check': STUDENT,
  'GET /api/Portal/GetStudentContactDetails': STUDENT,
  'POST /api/Portal/UpdateAdvisingContactData': { ...NOBODY, student: 'allow' },
  'GET /api/Advising/GetStudentData': STUDENT,
  'GET /api/Advising/GetStudentCategories': STUDENT,
  'POST /api/Advising/GetCourseSections': STUDENT,
  'POST /api/Advising/InsertCourse': STUDENT,
  'POST /api/Advising/RemoveCourse': STUDENT,
  'GET /api/Advising/GetLoggers': STUDENT,
  'GET /api/Module/GetStudentData': STUDENT,
  'GET /api/Module/GetStudentGroups': STUDENT,
  'GET /api/Module/GetSelectedElectives': STUDENT,
  'POST /api/Module/CheckElectivesConflicts': STUDENT,
  'POST /api/Module/SaveStudentGroup': STUDENT,
  'GET /api/AddDrop/GetStudentData': STUDENT,
  'GET /api/AddDrop/GetStudentCategories': STUDENT,
  'POST /api/AddDrop/GetCourseSections': STUDENT,
  'GET /api/AddDrop/GetCart': STUDENT,
  'POST /api/AddDrop/InsertTempAddCourse': STUDENT,
  'POST /api/AddDrop/InsertTempDropCourse': STUDENT,
  'POST /api/AddDrop/RemoveFromTmpAddDrop': STUDENT,
  'POST /api/AddDrop/Save': STUDENT,
  'GET /api/AdvisingPreview/GetStudentData': STUDENT,
  'POST /api/Advising/ReqSheet': STUDENT,
  'POST /api/Advising/BuildSchedules': STUDENT,
  'GET /api/AdvisingPreview/GetWhatIfPrograms': STUDENT,
  'GET /api/AdvisingPreview/GetWhatIfAudit': STUDENT,
  'POST /api/Advising/AdviseSchedule': STUDENT,
  // Waitlists (issue 10): one set of calls per registration window, each behind that window's ticket.
  'GET /api/Waitlist/GetStudentWaitlists': STUDENT,
  'POST /api/Advising/JoinWaitlist': STUDENT,
  'POST /api/Advising/LeaveWaitlist': STUDENT,
  'POST /api/Advising/AcceptWaitlistOffer': STUDENT,
  'POST /api/Advising/DeclineWaitlistOffer': STUDENT,
  'POST /api/AddDrop/JoinWaitlist': STUDENT,
  'POST /api/AddDrop/LeaveWaitlist': STUDENT,
  'POST /api/AddDrop/AcceptWaitlistOffer': STUDENT,
  'POST /api/AddDrop/DeclineWaitlistOffer': STUDENT,
};
