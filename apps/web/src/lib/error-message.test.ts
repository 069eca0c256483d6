import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { errorMessage } from './error-message';
import { createI18n } from './i18n';

const { t } = createI18n('en');

describe('errorMessage', () => {
  it('shows the server message of a refusal', () => {
    const refusal = new ApiError({
      kind: 'refusal',
      httpStatus: 200,
      status: '423',
      serverMessage: 'The advising window is closed.',
    });
    expect(errorMessage(refusal, t)).toBe('The advising window is closed.');
  });

  it('explains a missing connection', () => {
    expect(errorMessage(new ApiError({ kind: 'network', httpStatus: 0 }), t)).toMatch(/cannot be reached/);
    expect(errorMessage(new ApiError({ kind: 'http', httpStatus: 504 }), t)).toMatch(/cannot be reached/);
  });

  it('tells a change refused offline that nothing was sent, in both languages', () => {
    const offline = new ApiError({ kind: 'offline', httpStatus: 0 });
    expect(errorMessage(offline, t)).toBe(
      'You are offline, so nothing was sent and nothing will be sent later. Connect to the internet and try again.',
    );
    expect(errorMessage(offline, createI18n('ar').t)).toBe(
      'أنت غير متصل بالإنترنت، فلم يُرسَل شيء ولن يُرسَل لاحقًا. اتصل بالإنترنت وحاول مرة أخرى.',
    );
  });

  it('does not show a server fault text to the student', () => {
    const fault = new ApiError({
      kind: 'http',
      httpStatus: 500,
      serverMessage: 'relation "x" does not exist',
    });
    expect(errorMessage(fault, t)).toBe(t('errors.server'));
  });

  it('names 401, 403, 404 and 429', () => {
    const text = (httpStatus: number) => errorMessage(new ApiError({ kind: 'http', httpStatus }), t);
    expect(text(401)).toBe(t('errors.unauthorized'));
    expect(text(403)).toBe(t('errors.forbidden'));
    expect(text(404)).toBe(t('errors.notFound'));
    expect(text(429)).toBe(t('errors.rateLimited'));
  });

  it('has a generic sentence for anything that is not an ApiError', () => {
    expect(errorMessage(new Error('boom'), t)).toBe(t('errors.unexpected'));
  });
});
