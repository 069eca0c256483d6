import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../lib/i18n';
import { useAnswersInShownLanguage } from './use-answers-in-language';

afterEach(cleanup);

describe('answers in the shown language', () => {
  it('marks the session’s answers stale when the language changes, and only then', async () => {
    const i18n = createI18n('en');
    const queryClient = new QueryClient();
    const messages = ['notify', 'student-messages', 'all'];
    const configuration = ['portal', 'app-configuration'];
    queryClient.setQueryData(messages, { Items: [] });
    queryClient.setQueryData(configuration, { Beta: false });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </I18nextProvider>
    );
    const { rerender } = renderHook(
      () => {
        useAnswersInShownLanguage();
      },
      { wrapper },
    );
    rerender();
    expect(queryClient.getQueryState(messages)?.isInvalidated).toBe(false);

    await act(async () => {
      await i18n.changeLanguage('ar');
    });
    expect(queryClient.getQueryState(messages)?.isInvalidated).toBe(true);
    // The deployment's configuration is nobody's words: kept.
    expect(queryClient.getQueryState(configuration)?.isInvalidated).toBe(false);
  });
});
