import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { PublishedGuide, StaffGuide } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findIonButton, renderPage } from '../../lib/page-render-testing';
import { ok, refusal, stubPortal } from '../../lib/portal-stub-testing';
import GuideEditorPage from './guide-editor-page';
import { MoodleGuidePage } from './guide-page';

const GUIDE = '/api/StudentService/GetGuide';
const EDIT = '/api/Guides/GetGuide';
const SAVE = '/api/Guides/SaveGuide';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const published: PublishedGuide = {
  Page: 'moodle-guide',
  TitleEn: 'Using Moodle',
  TitleAr: 'استخدام مودل',
  BodyEn:
    '## Signing in\n\nUse the portal.\n\n## Your courses\n\ntext\n\n## Assignments\n\n<script>alert(1)</script>',
  BodyAr: '## تسجيل الدخول\n\nنص\n\n## مقرراتك\n\nنص\n\n## الواجبات\n\nنص',
  PublishedAt: '2026-11-20T08:00:00Z',
};

describe('Moodle Guide page', () => {
  it('says whom to ask when no guide is published', async () => {
    stubPortal({ [GUIDE]: ok({ Guide: null }) });
    renderPage(<MoodleGuidePage />, { at: '/moodle-guide' });
    expect(await screen.findByText('There is no guide here yet.')).toBeTruthy();
    expect(screen.getByText(/ask the IT help desk/)).toBeTruthy();
  });

  it('says the same in Arabic', async () => {
    stubPortal({ [GUIDE]: ok({ Guide: null }) });
    renderPage(<MoodleGuidePage />, { at: '/moodle-guide', language: 'ar' });
    expect(await screen.findByText('لا يوجد دليل هنا بعد.')).toBeTruthy();
  });

  it('shows the guide with a table of contents, its script as text', async () => {
    stubPortal({ [GUIDE]: ok({ Guide: published }) });
    const { container } = renderPage(<MoodleGuidePage />, { at: '/moodle-guide' });
    expect(await screen.findByRole('heading', { name: 'Using Moodle', level: 1 })).toBeTruthy();
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    expect(contents.querySelectorAll('button')).toHaveLength(3);
    expect(container.querySelector('.guide-markdown script')).toBeNull();
    expect(screen.getByText('<script>alert(1)</script>')).toBeTruthy();
  });

  it('shows the Arabic text to a student reading in Arabic', async () => {
    stubPortal({ [GUIDE]: ok({ Guide: published }) });
    renderPage(<MoodleGuidePage />, { at: '/moodle-guide', language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'استخدام مودل', level: 1 })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'في هذه الصفحة' })).toBeTruthy();
  });
});

const edited: StaffGuide = {
  GuideId: 1,
  Page: 'moodle-guide',
  State: 'published',
  Version: 4,
  TitleEn: 'Using Moodle',
  TitleAr: 'استخدام مودل',
  BodyEn: 'Old sentence.',
  BodyAr: 'جملة.',
  UpdatedAt: '2026-11-20T08:00:00Z',
  UpdatedBy: 'communications@test.edu.eg',
  PublishedAt: '2026-11-20T08:00:00Z',
  UnpublishedChanges: false,
  Images: [],
};

describe('Guide Editor page', () => {
  it('previews the text as typed and saves it at the version it read', async () => {
    const sent = stubPortal({
      [EDIT]: ok({ Guide: edited }),
      [SAVE]: ok({ ...edited, Version: 5, BodyEn: 'New sentence.' }),
    });
    renderPage(<GuideEditorPage />, { at: '/guide-editor' });
    const body = await screen.findByLabelText('Text (English, Markdown)');
    fireEvent.change(body, { target: { value: 'New **sentence**.' } });
    await waitFor(() => {
      expect(screen.getByText('sentence', { selector: '.guide-preview strong' })).toBeTruthy();
    });
    fireEvent.click(await findIonButton('Save draft'));
    await waitFor(() => {
      expect(sent.find((call) => call.path === SAVE)?.body).toMatchObject({
        Version: 4,
        BodyEn: 'New **sentence**.',
      });
    });
  });

  it('shows the server’s refusal of a stale save', async () => {
    stubPortal({
      [EDIT]: ok({ Guide: edited }),
      [SAVE]: refusal('409', 'Someone else changed this guide since you opened it.'),
    });
    renderPage(<GuideEditorPage />, { at: '/guide-editor' });
    fireEvent.change(await screen.findByLabelText('Title (English)'), { target: { value: 'Moodle' } });
    fireEvent.click(await findIonButton('Save draft'));
    expect(await screen.findByText(/Someone else changed this guide/)).toBeTruthy();
  });
});
