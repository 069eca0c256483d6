import type { TFunction } from 'i18next';
import { isApiError } from './api-error';

/**
 * The error catalogue (spec §8) as text: what the student reads for a failed call. A refusal shows the
 * server's own message (it explains the business rule); transport failures get a translated sentence.
 */
export function errorMessage(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t('errors.unexpected');
  switch (error.kind) {
    case 'refusal':
      return error.serverMessage ?? t('errors.unexpected');
    case 'network':
      return t('errors.network');
    case 'offline':
      return t('errors.offline');
    case 'malformed':
      return t('errors.server');
    case 'queued':
      return t('errors.queued');
    case 'http':
      return httpMessage(error.httpStatus, t);
  }
}

function httpMessage(status: number, t: TFunction): string {
  if (status === 401) return t('errors.unauthorized');
  if (status === 403) return t('errors.forbidden');
  if (status === 404) return t('errors.notFound');
  if (status === 429) return t('errors.rateLimited');
  if (status === 504) return t('errors.network');
  if (status >= 500) return t('errors.server');
  return t('errors.invalidRequest');
}
