import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { TrainingApplication, TrainingOfficeCycle } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findIonButton, renderPage } from '../../lib/page-render-testing';
import { ok, refusal, stubPortal, type Reply, type SentCall } from '../../lib/portal-stub-testing';
import { CATALOGUE, cycle, trainingApplication } from './test/fixtures';
import TrainingOfficePage from './training-office-page';

const CYCLES = '/api/TrainingOffice/GetCycles';
const APPLICATIONS = '/api/TrainingOffice/GetApplications';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function stub(
  cycles: TrainingOfficeCycle[] | (() => TrainingOfficeCycle[]),
  applications: TrainingApplication[] = [],
  more: Record<string, Reply | ((call: SentCall) => Reply)> = {},
) {
  return stubPortal({
    [CYCLES]: () => ok({ ...CATALOGUE, Cycles: typeof cycles === 'function' ? cycles() : cycles }),
    [APPLICATIONS]: ok({ Applications: applications }),
    ...more,
  });
}

const buttons = () => [...document.querySelectorAll('ion-button')].map((button) => button.textContent);

describe('training office page', () => {
  it('an open cycle: its places, Edit and Close, nothing to preview or publish', async () => {
    stub([cycle()]);
    renderPage(<TrainingOfficePage />, { at: '/training-office' });
    expect(await screen.findByRole('heading', { name: /Summer training 2027 · Summer 2027/ })).toBeTruthy();
    expect(screen.getByText('3 drafts · 12 submitted · 0 assigned · 0 not assigned')).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Delta Steel' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Jun 1, 2027 – Aug 31, 2027' })).toBeTruthy();
    await findIonButton('Close cycle');
    expect(buttons()).toEqual(['New cycle', 'Edit cycle', 'Close cycle']);
  });

  it('a closed cycle is previewed; the allocation shows each student’s place, and Publish asks first', async () => {
    let current = cycle({ State: 'closed' });
    const sent = stub(
      () => [current],
      [
        trainingApplication(),
        trainingApplication({
          ApplicationId: 32,
          StudentCode: '20230002',
          StudentNameEn: 'Omar Hany',
          Gpa: 2.2,
          Place: 2,
          PreviewOfferId: null,
        }),
      ],
      {
        '/api/TrainingOffice/PreviewCycle': () => {
          current = cycle({
            State: 'previewed',
            Assigned: 1,
            NotAssigned: 1,
            PreviewedAt: '2027-04-02T08:00:00Z',
          });
          return ok(current);
        },
      },
    );
    renderPage(<TrainingOfficePage />, { at: '/training-office' });
    fireEvent.click(await findIonButton('Preview allocation'));
    expect(await screen.findByText('Summer training 2027 is allocated as a preview.')).toBeTruthy();
    expect(sent.find((call) => call.path === '/api/TrainingOffice/PreviewCycle')?.body).toEqual({
      CycleId: 4,
    });
    expect(await screen.findByRole('cell', { name: '20230001 · Mona Adel' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '3.41' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'None' })).toBeTruthy();
    expect(buttons()).toEqual(['New cycle', 'Preview again', 'Publish', 'Download assignments (CSV)']);
    fireEvent.click(await findIonButton('Publish'));
    expect(
      screen.getByText(/Publish Summer training 2027\? 1 students get their place and 1 are told/),
    ).toBeTruthy();
    expect(sent.filter((call) => call.path === '/api/TrainingOffice/PublishCycle')).toEqual([]);
  });

  it('a published cycle: CSV only, and an evaluation recorded for a confirmed training', async () => {
    const sent = stub(
      [
        cycle({
          State: 'published',
          Assigned: 1,
          PreviewedAt: '2027-04-02T08:00:00Z',
          PublishedAt: '2027-04-03T08:00:00Z',
        }),
      ],
      [trainingApplication({ State: 'confirmed', AssignedOfferId: 21 })],
      { '/api/TrainingOffice/RecordEvaluation': ok(trainingApplication({ State: 'passed' })) },
    );
    renderPage(<TrainingOfficePage />, { at: '/training-office' });
    fireEvent.click(await screen.findByLabelText('Record the evaluation of Mona Adel'));
    expect(buttons()).not.toContain('Publish');
    expect(buttons()).toContain('Download assignments (CSV)');
    fireEvent.click(await findIonButton('Save evaluation'));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a whole score from 0 to 100.');
    fireEvent.change(screen.getByLabelText('Score (0–100)'), { target: { value: '88' } });
    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: 'Careful and punctual.' } });
    fireEvent.click(await findIonButton('Save evaluation'));
    await waitFor(() => {
      expect(sent.find((call) => call.path === '/api/TrainingOffice/RecordEvaluation')?.body).toEqual({
        ApplicationId: 31,
        Score: 88,
        Result: 'passed',
        Comment: 'Careful and punctual.',
      });
    });
  });

  it('shows a refusal from the server', async () => {
    stub([cycle()], [], {
      '/api/TrainingOffice/CloseCycle': refusal('409', 'Only an open cycle can be closed.'),
    });
    renderPage(<TrainingOfficePage />, { at: '/training-office' });
    fireEvent.click(await findIonButton('Close cycle'));
    await waitFor(() => {
      expect(screen.getByRole('alert').textContent).toContain('Only an open cycle can be closed.');
    });
  });

  it('creates a cycle in its editor', async () => {
    const sent = stub([], [], { '/api/TrainingOffice/SaveCycle': ok(cycle()) });
    renderPage(<TrainingOfficePage />, { at: '/training-office' });
    expect(await screen.findByText('No training cycle yet')).toBeTruthy();
    fireEvent.click(await findIonButton('New cycle'));
    const type = (label: string, value: string) => {
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    };
    type('Name in English', 'Summer training 2027');
    type('Name in Arabic', 'التدريب الصيفي 2027');
    type('Applications open', '2027-02-01T09:00');
    type('Applications close', '2027-03-31T21:00');
    type('Organisation', '8');
    type('Places', '4');
    type('Trains from', '2027-07-01');
    type('Trains until', '2027-08-15');
    fireEvent.click(await findIonButton('Save cycle'));
    await waitFor(() => {
      expect(sent.find((call) => call.path === '/api/TrainingOffice/SaveCycle')?.body).toMatchObject({
        TermId: 10,
        MaxChoices: 3,
        Offers: [
          {
            OrganizationId: 8,
            ProgramId: 1,
            LevelId: 1,
            Places: 4,
            PeriodFrom: '2027-07-01',
            PeriodTo: '2027-08-15',
          },
        ],
      });
    });
    expect(await screen.findByText('Summer training 2027 is saved.')).toBeTruthy();
  });

  it('reads in Arabic', async () => {
    stub([
      cycle({ State: 'published', PreviewedAt: '2027-04-02T08:00:00Z', PublishedAt: '2027-04-03T08:00:00Z' }),
    ]);
    renderPage(<TrainingOfficePage />, { at: '/training-office', language: 'ar' });
    expect(await screen.findByRole('heading', { name: /التدريب الصيفي 2027 · صيف 2027/ })).toBeTruthy();
    expect(screen.getByText('منشورة')).toBeTruthy();
    expect(await findIonButton('نزّل التوزيع (CSV)')).toBeTruthy();
  });
});
