import { programUploadFields, type ApplicationDocument } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../platform/db/client.js';
import { refused, type Refused } from '../../platform/http/refused.js';
import { say } from '../../platform/i18n/said.js';
import { storedFileColumns, uploadChecklistFiles } from '../../platform/storage/checklist-upload.js';
import { lockStudent } from '../registration/student-lock.js';
import { documentOf } from './application-views.js';
import type { StudentWrite } from './student-applications.js';
import {
  applicationOfStudent,
  documentsOfApplication,
  insertDocuments,
  modeChecklist,
  programById,
} from './student-queries.js';

/** The standing of one checklist document of an application: its rules and how many of its files count. */
async function requirementStanding(
  db: Database,
  studentId: number,
  fields: Readonly<Record<string, string>>,
) {
  const asked = programUploadFields.safeParse(fields);
  if (!asked.success) return refused('422', say('international.upload.noApplication'));
  const { ApplicationId: applicationId, RequirementCode: code } = asked.data;
  const application = await applicationOfStudent(db, studentId, applicationId);
  if (!application) return refused('404', say('international.applicationNotFound'));
  if (application.state !== 'draft' && application.state !== 'returned')
    return refused(
      '409',
      say('international.upload.notNow', { state: say(`international.state.${application.state}`) }),
    );
  const program = await programById(db, application.programId);
  const requirement = program
    ? (await modeChecklist(db, program.mode)).find((document) => document.Code === code)
    : undefined;
  if (!requirement) return refused('422', say('international.upload.unknownDocument', { code }));
  const existing = await documentsOfApplication(db, studentId, application.id);
  // A rejected file no longer counts: its replacement takes its place.
  const counted = existing.filter(
    (document) => document.requirementCode === code && document.state !== 'rejected',
  ).length;
  return { kind: 'standing' as const, application, code, requirement, counted };
}

/**
 * UploadFiles_New: the files of one checklist document of the student's own application while it is a draft or
 * returned for correction, uploaded by the platform's checklist upload (ApplicationId and RequirementCode come
 * first; the mode's checklist entry stops a file while it streams; any refusal writes nothing). Answers the
 * application's files as they now stand.
 */
export function uploadApplicationFiles(
  app: FastifyInstance,
  request: FastifyRequest,
  write: StudentWrite,
): Promise<{ kind: 'done'; value: ApplicationDocument[] } | Refused> {
  return uploadChecklistFiles(request, {
    db: app.database.db,
    files: app.files,
    scanner: app.virusScanner,
    owner: write.studentId,
    standing: requirementStanding,
    lock: lockStudent,
    record: async (tx, { application, code }, files) => {
      await insertDocuments(
        tx,
        application.id,
        files.map((file) => ({
          applicationId: application.id,
          studentId: write.studentId,
          requirementCode: code,
          ...storedFileColumns(file, write.now),
        })),
        write.now,
      );
      return (await documentsOfApplication(tx, write.studentId, application.id)).map(documentOf);
    },
  });
}
