import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { createI18n, type Language } from '../../../lib/i18n';
import { isReportWithheld } from '../api/get-evaluation-report';
import '../translations';
import { ReportWithheld } from './report-withheld';

function renderWithheld(language: Language) {
  const onCheckAgain = vi.fn();
  const view = render(
    <I18nextProvider i18n={createI18n(language)}>
      <ReportWithheld onCheckAgain={onCheckAgain} />
    </I18nextProvider>,
  );
  return { ...view, onCheckAgain };
}

describe('the quality report while the evaluation is open', () => {
  it('takes the server’s 423 refusal for a withheld report, and nothing else', () => {
    const refusal = (status: string) =>
      new ApiError({
        kind: 'refusal',
        httpStatus: 200,
        status,
        serverMessage: 'The course evaluation is open.',
      });
    expect(isReportWithheld(refusal('423'))).toBe(true);
    expect(isReportWithheld(refusal('403'))).toBe(false);
    expect(isReportWithheld(new ApiError({ kind: 'http', httpStatus: 423 }))).toBe(false);
    expect(isReportWithheld(null)).toBe(false);
  });

  it('says why in English and offers to check again', () => {
    const { container, onCheckAgain } = renderWithheld('en');
    expect(screen.getByText('The report is not ready yet')).toBeTruthy();
    expect(screen.getByText(/so that no student's answers can be picked out/)).toBeTruthy();
    expect(screen.getByRole('status')).toBeTruthy();
    container.querySelector<HTMLElement>('ion-button')?.click();
    expect(onCheckAgain).toHaveBeenCalledOnce();
  });

  it('says it in Arabic', () => {
    renderWithheld('ar');
    expect(screen.getByText('التقرير غير جاهز بعد')).toBeTruthy();
    expect(screen.getByText('تحقق مرة أخرى')).toBeTruthy();
  });
});
