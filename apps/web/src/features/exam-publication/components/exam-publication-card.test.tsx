import type { ExamForPublication } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n';
import { ExamPublicationCard, publicationState } from './exam-publication-card';

const exam: ExamForPublication = {
  ExamId: 7,
  Kind: 'midterm',
  CourseCode: 'CSC 201',
  CourseTitleEn: 'Data Structures',
  StartsAt: '2026-11-19T08:00:00.000Z',
  EndsAt: '2026-11-19T10:00:00.000Z',
  Seats: 40,
  Marked: 40,
  PublishedAt: null,
};

/**
 * Ionic's button is a custom element: found by its label; disabled is an attribute until Ionic defines the
 * element and a property after.
 */
function publishDisabled(): boolean {
  const button = screen.getByText('Publish scores').closest('ion-button');
  if (!button) throw new Error('no Publish scores button');
  return button.hasAttribute('disabled') || button.disabled;
}

function renderCard(shown: ExamForPublication, language: 'en' | 'ar' = 'en') {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={createI18n(language)}>
        <ExamPublicationCard exam={shown} timeZone="Africa/Cairo" />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('publicationState', () => {
  it('is ready only when every seat is marked, and never for an exam nobody sits', () => {
    expect(publicationState(exam)).toBe('ready');
    expect(publicationState({ ...exam, Marked: 39 })).toBe('marking');
    expect(publicationState({ ...exam, Seats: 0, Marked: 0 })).toBe('marking');
    expect(publicationState({ ...exam, PublishedAt: '2026-11-21T09:00:00.000Z' })).toBe('published');
  });
});

describe('ExamPublicationCard', () => {
  afterEach(cleanup);

  it('offers publishing for a fully marked exam, in the university’s time zone', () => {
    renderCard(exam);
    expect(screen.getByText('Ready to publish')).toBeTruthy();
    expect(screen.getByText('40 of 40 students marked')).toBeTruthy();
    expect(screen.getByText('Midterm · Thu, Nov 19, 10:00 AM Egypt Time')).toBeTruthy();
    expect(publishDisabled()).toBe(false);
  });

  it('keeps the button disabled while marking is under way', () => {
    renderCard({ ...exam, Marked: 12 });
    expect(screen.getByText('Marking in progress')).toBeTruthy();
    expect(screen.getByText('12 of 40 students marked')).toBeTruthy();
    expect(publishDisabled()).toBe(true);
  });

  it('shows when a published exam went out, with no button to publish again', () => {
    renderCard({ ...exam, PublishedAt: '2026-11-21T09:00:00.000Z' }, 'ar');
    expect(screen.getByText('منشورة')).toBeTruthy();
    expect(screen.queryByText('نشر الدرجات')).toBeNull();
  });
});
