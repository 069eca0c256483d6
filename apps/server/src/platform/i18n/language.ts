import type { FastifyRequest } from 'fastify';

/** The languages the portal answers in: the students' two, as the web app names them. */
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The language of an `Accept-Language` header: Arabic when its first tag is Arabic (`ar`, `ar-EG`…),
 * English otherwise. The web app sends exactly one tag, its own language; a browser's list is read by its
 * first choice only, because a student who prefers another language reads English better than Arabic.
 */
export function languageOf(acceptLanguage: string | undefined): Language {
  const first = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  return first === 'ar' || first.startsWith('ar-') ? 'ar' : 'en';
}

/** The language the answer to `request` is written in. */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Language {
  return languageOf(request.headers['accept-language']);
}
