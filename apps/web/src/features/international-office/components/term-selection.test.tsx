import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { programs, round } from '../test/office-fixtures';
import { findIonButton, ok, refusal, renderOffice, stubPortal, type SentCall } from '../test/render';
import { SelectionTab } from './selection-tab';

afterEach(() => {
  cleanup();
});

const bodyOf = (sent: SentCall[], call: string) =>
  sent.find((one) => one.path === `/api/InternationalOffice/${call}`)?.body;

describe('selection', () => {
  it('ranks after a confirmation, previews a final round, then publishes it after a confirmation', async () => {
    const finalRound = { ...round, Final: true };
    const sent = stubPortal({
      '/api/InternationalOffice/GetPrograms': ok(programs),
      '/api/InternationalOffice/GetRounds': ok({ Rounds: [] }),
      '/api/InternationalOffice/RankApplicants': ok({
        ...round,
        Allocated: false,
        Partners: [],
        Students: round.Students,
      }),
      '/api/InternationalOffice/PreviewRound': ok(finalRound),
      '/api/InternationalOffice/PublishRound': ok({ ...finalRound, PublishedAt: '2026-12-02T09:00:00.000Z' }),
    });
    renderOffice(<SelectionTab />);
    fireEvent.click(await findIonButton('Close the list and rank'));
    expect(await screen.findByText(/This closes the term's list/)).toBeDefined();
    expect(bodyOf(sent, 'RankApplicants')).toBeUndefined();
    fireEvent.click(await findIonButton('Confirm: close and rank'));
    expect(
      await screen.findByText(
        'Ranked 2 applicants by GPA, ties broken by the seed c0ffee. Preview round 1 to give the seats.',
      ),
    ).toBeDefined();
    expect(bodyOf(sent, 'RankApplicants')).toEqual({ ProgramId: 7, TermId: 31 });
    expect(screen.queryByText('Publish round 1')).toBeNull();

    fireEvent.click(screen.getByLabelText('Final round (who gets no seat is not selected)'));
    fireEvent.click(await findIonButton('Preview the next round'));
    const partners = await screen.findByRole('table', { name: 'Seats by partner' });
    expect(partners.textContent).toContain('Lund University');
    expect(screen.getByText('Preview of round 1 (not published). Final round.')).toBeDefined();
    expect(screen.getByText('Lund University (choice 1)')).toBeDefined();
    expect(screen.getByText('No seat')).toBeDefined();
    expect(bodyOf(sent, 'PreviewRound')).toEqual({ ProgramId: 7, TermId: 31, Final: true });

    fireEvent.click(await findIonButton('Publish round 1'));
    expect(await screen.findByText(/as a final round, who got none is not selected/)).toBeDefined();
    expect(bodyOf(sent, 'PublishRound')).toBeUndefined();
    fireEvent.click(await findIonButton('Confirm: publish round 1'));
    expect(await screen.findByText(/Round 1, published Dec 2, 2026/)).toBeDefined();
    expect(bodyOf(sent, 'PublishRound')).toEqual({ RoundId: 3 });
  });

  it('says clearly when the applications changed since the preview, and previews again', async () => {
    const sent = stubPortal({
      '/api/InternationalOffice/GetPrograms': ok(programs),
      '/api/InternationalOffice/GetRounds': ok({ Rounds: [] }),
      '/api/InternationalOffice/PreviewRound': ok(round),
      '/api/InternationalOffice/PublishRound': refusal(
        '409',
        'Applications changed since this preview. Preview the round again.',
      ),
    });
    renderOffice(<SelectionTab />);
    fireEvent.click(await findIonButton('Preview the next round'));
    fireEvent.click(await findIonButton('Publish round 1'));
    fireEvent.click(await findIonButton('Confirm: publish round 1'));
    expect(
      await screen.findByText('Not published: the applications changed since this preview.'),
    ).toBeDefined();
    expect(
      screen.getByText(/Applications changed since this preview. Preview the round again./),
    ).toBeDefined();
    fireEvent.click(await findIonButton('Preview again'));
    await waitFor(() => {
      expect(sent.filter((call) => call.path === '/api/InternationalOffice/PreviewRound')).toHaveLength(2);
    });
    await waitFor(() => {
      expect(screen.queryByText('Not published: the applications changed since this preview.')).toBeNull();
    });
  });

  it('opens on the term’s latest round: a preview left unpublished is published from there, no ranking offered', async () => {
    const published = { ...round, PublishedAt: '2026-12-01T09:00:00.000Z' };
    const draft = { ...round, RoundId: 4, Number: 2 };
    const sent = stubPortal({
      '/api/InternationalOffice/GetPrograms': ok(programs),
      '/api/InternationalOffice/GetRounds': ok({ Rounds: [published, draft] }),
      '/api/InternationalOffice/PublishRound': ok({ ...draft, PublishedAt: '2026-12-02T09:00:00.000Z' }),
    });
    renderOffice(<SelectionTab />);
    expect(await screen.findByText('Preview of round 2 (not published).')).toBeDefined();
    expect(sent.find((call) => call.path === '/api/InternationalOffice/GetRounds')?.query).toBe(
      '?ProgramId=7&TermId=31',
    );
    expect(screen.queryByText('Close the list and rank')).toBeNull();
    fireEvent.click(await findIonButton('Publish round 2'));
    fireEvent.click(await findIonButton('Confirm: publish round 2'));
    expect(await screen.findByText(/Round 2, published Dec 2, 2026/)).toBeDefined();
    expect(bodyOf(sent, 'PublishRound')).toEqual({ RoundId: 4 });
  });

  it('runs the selection in Arabic', async () => {
    stubPortal({
      '/api/InternationalOffice/GetPrograms': ok(programs),
      '/api/InternationalOffice/GetRounds': ok({ Rounds: [] }),
      '/api/InternationalOffice/PreviewRound': ok(round),
    });
    renderOffice(<SelectionTab />, { language: 'ar' });
    fireEvent.click(await findIonButton('معاينة الجولة التالية'));
    expect(await screen.findByRole('table', { name: 'المقاعد حسب الجامعة الشريكة' })).toBeDefined();
    expect(screen.getByText('جامعة لوند (الاختيار 1)')).toBeDefined();
    expect(await findIonButton('نشر الجولة 1')).toBeDefined();
  });
});
