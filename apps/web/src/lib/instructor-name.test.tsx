import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n, type Language } from './i18n';
import { useInstructorName } from './instructor-name';

function nameIn(language: Language, instructor: { Title: string; NameEn: string; NameAr: string }) {
  const i18n = createI18n(language);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  return renderHook(() => useInstructorName(), { wrapper }).result.current(instructor);
}

describe('useInstructorName', () => {
  const mona = { Title: 'Dr.', NameEn: 'Mona Adel', NameAr: 'منى عادل' };

  it('says the title in the reader’s language and the name in its script', () => {
    expect(nameIn('en', mona)).toBe('Dr. Mona Adel');
    expect(nameIn('ar', mona)).toBe('د. منى عادل');
    expect(nameIn('ar', { ...mona, Title: 'Prof.' })).toBe('أ.د. منى عادل');
  });

  it('shows a title the catalogue does not know as stored', () => {
    expect(nameIn('ar', { ...mona, Title: 'Lect.' })).toBe('Lect. منى عادل');
  });
});
