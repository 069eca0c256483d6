import { calls } from '@portal/contract/calls';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { studentOf } from '../../platform/auth/authenticate.js';
import { STUDENT } from '../../platform/http/access.js';
import { registerCall } from '../../platform/http/call-route.js';
import { ok } from '../../platform/http/envelope.js';
import { PortalHttpError } from '../../platform/http/http-error.js';
import { refusalOf } from '../../platform/http/refused.js';
import { requestLanguage } from '../../platform/i18n/language.js';
import { say } from '../../platform/i18n/said.js';
import { allCategories, allLanguages, allLevels } from './queries.js';
import {
  actOnApplication,
  catalogueOffers,
  insertDraft,
  studentData,
  studentPrograms,
  type StudentRead,
} from './service.js';

/** SSTP's student calls (/api/SSTP/…): the catalogue, the cycle's organisations and the student's application. */
export const sstpRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const readOf = (request: FastifyRequest): StudentRead => ({
    studentId: studentOf(request).studentId,
    now: new Date(),
    timeZone: app.config.UNIVERSITY_TIME_ZONE,
    language: requestLanguage(request),
  });
  /** A token for a student no longer on record. */
  const gone = () => new PortalHttpError(401, say('auth.signIn'));
  const access = { access: STUDENT };
  const write = { access: STUDENT, refusedWhileImpersonating: true, owner: { body: 'StudentCode' } } as const;

  registerCall(app, calls.sstp.languages, access, async () =>
    ok(
      (await allLanguages(db)).map((row) => ({
        LanguageId: row.id,
        Code: row.code,
        NameEn: row.nameEn,
        NameAr: row.nameAr,
      })),
    ),
  );

  registerCall(app, calls.sstp.programs, access, async (request) => {
    const programs = await studentPrograms(db, studentOf(request).studentId);
    if (!programs) throw gone();
    return ok(programs);
  });

  registerCall(app, calls.sstp.levels, access, async () =>
    ok(
      (await allLevels(db)).map((row) => ({
        LevelId: row.id,
        NameEn: row.nameEn,
        NameAr: row.nameAr,
        MinStudyLevel: row.minStudyLevel,
      })),
    ),
  );

  registerCall(app, calls.sstp.categories, access, async () =>
    ok(
      (await allCategories(db)).map((row) => ({
        CategoryId: row.id,
        Code: row.code,
        NameEn: row.nameEn,
        NameAr: row.nameAr,
      })),
    ),
  );

  registerCall(app, calls.sstp.checkStudentHasSavedData, access, async (request) => {
    const data = await studentData(db, readOf(request));
    if (!data) throw gone();
    return ok(data);
  });

  registerCall(app, calls.sstp.getOrganizations, access, async (request) => {
    const { ProgramId, LevelId, LanguageId, CategoryId } = request.body;
    const offers = await catalogueOffers(db, studentOf(request).studentId, {
      programId: ProgramId,
      levelId: LevelId,
      languageId: LanguageId,
      categoryId: CategoryId,
    });
    if (!offers) throw gone();
    return ok(offers);
  });

  registerCall(app, calls.sstp.insertSstpData, write, async (request) => {
    const outcome = await insertDraft(db, readOf(request), request.body);
    if ('kind' in outcome) return refusalOf(outcome, requestLanguage(request));
    return ok(outcome);
  });

  registerCall(app, calls.sstp.saveStudentSstpData, write, async (request) => {
    const { ApplicationId, Action } = request.body;
    const outcome = await actOnApplication(db, readOf(request), {
      applicationId: ApplicationId,
      action: Action,
    });
    if ('kind' in outcome) return refusalOf(outcome, requestLanguage(request));
    return ok(outcome);
  });
};
