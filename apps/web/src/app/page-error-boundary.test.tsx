import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../lib/i18n';
import { PageErrorBoundary } from './page-error-boundary';

function BrokenPage(): never {
  throw new Error('Failed to fetch dynamically imported module');
}

afterEach(cleanup);

describe('PageErrorBoundary', () => {
  it('shows the page as failed, with a retry, instead of taking the whole app down', () => {
    // React reports caught errors on the console; that is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <PageErrorBoundary>
          <BrokenPage />
        </PageErrorBoundary>
      </I18nextProvider>,
    );
    expect(screen.getByRole('alert').textContent).toContain('This page could not be loaded.');
    expect(screen.getByText('Try again')).toBeTruthy();
  });

  it('renders the page when nothing fails', () => {
    render(
      <PageErrorBoundary>
        <p>content</p>
      </PageErrorBoundary>,
    );
    expect(screen.getByText('content')).toBeTruthy();
  });
});
