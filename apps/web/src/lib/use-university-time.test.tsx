import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { seedConfiguration } from './app-configuration-testing';
import { createI18n, type Language } from './i18n';
import { useUniversityTime } from './university-instant';

// The configuration request never answers: what a page shows before start-up has read it.
vi.mock('./api', () => ({
  api: { call: () => new Promise(() => undefined) },
  setServiceHostsSource: () => undefined,
}));

const DEADLINE = '2026-12-08T21:00:00Z';

function formatWith(language: Language, seeded: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (seeded) seedConfiguration(client);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={createI18n(language)}>{children}</I18nextProvider>
    </QueryClientProvider>
  );
  return renderHook(() => useUniversityTime(), { wrapper }).result.current;
}

describe('useUniversityTime', () => {
  it("formats on the configured university's clock, in the reader's language", () => {
    expect(formatWith('en', true)(DEADLINE, 'dateTime')).toBe('Dec 8, 2026, 11:00 PM Egypt Time');
    expect(formatWith('ar', true)(DEADLINE, 'time')).toMatch(/(11|١١):(00|٠٠) م توقيت مصر$/);
  });

  it("falls back to the device's clock, naming no zone, until the configuration has loaded", () => {
    expect(formatWith('en', false)(DEADLINE, 'dateTime')).toBe('Dec 8, 2026, 9:00 PM');
  });
});
