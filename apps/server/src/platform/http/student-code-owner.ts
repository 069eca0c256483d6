import { say } from '../i18n/said.js';

/** What a request naming another student is answered, whoever that student is: nothing about them. */
export const OTHER_STUDENT_MESSAGE = say('owner.otherStudent');

/**
 * Whether a student code given in a request is the signed-in student's own (or none was given). The student
 * module owns the table it reads; app.ts hands its check to the platform as this decorator, so registerCall can
 * enforce a call's declared `owner` without the platform importing a module.
 */
export type OwnStudentCodeCheck = (studentId: number, given: string | undefined) => Promise<boolean>;

declare module 'fastify' {
  interface FastifyInstance {
    ownStudentCode: OwnStudentCodeCheck;
  }
}
