import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DepositChoices, FinancePlan } from '@portal/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { findIonButton, ok, refusal, renderFinance, stubPortal } from '../test/render';
import { InstallmentPlansTab } from './installment-plans-tab';

afterEach(() => {
  cleanup();
});

const choices: DepositChoices = {
  Banks: [],
  Terms: [
    { TermId: 5, Code: '2026-FALL', NameEn: 'Fall 2026', NameAr: 'خريف 2026' },
    { TermId: 4, Code: '2026-SPRING', NameEn: 'Spring 2026', NameAr: 'ربيع 2026' },
  ],
};

const plan: FinancePlan = {
  PlanId: 31,
  Code: 'THREE',
  NameEn: 'Three installments',
  NameAr: 'ثلاثة أقساط',
  OpensOn: '2026-09-01',
  ClosesOn: '2026-09-30',
  MinBalancePiastres: 500_000,
  Parts: [
    { ShareBasisPoints: 3_334, DueOn: '2026-10-01' },
    { ShareBasisPoints: 3_333, DueOn: '2026-11-01' },
    { ShareBasisPoints: 3_333, DueOn: '2026-12-01' },
  ],
  StudentCount: 0,
};

const type = (label: string, value: string) => {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
};

describe('the installment plans tab', () => {
  it("lists the picked term's plans with parts, window, minimum and students, and asks per term", async () => {
    const sent = stubPortal({
      '/api/Finance/GetDepositChoices': ok(choices),
      '/api/Finance/GetInstallmentPlans': (call) =>
        ok({
          Plans: call.query.includes('TermId=5')
            ? [plan, { ...plan, PlanId: 32, Code: 'TAKEN', StudentCount: 3 }]
            : [],
        }),
    });
    renderFinance(<InstallmentPlansTab />);
    const table = await screen.findByRole('table', { name: "The term's installment plans" });
    expect(within(table).getAllByText('33.34% due 2026-10-01')).toHaveLength(2);
    expect(within(table).getAllByText('2026-09-01 – 2026-09-30')).toHaveLength(2);
    expect(within(table).getByText('3')).toBeTruthy();
    // A plan students chose is not offered for editing.
    expect(within(table).getByText('Students chose it: it cannot be changed')).toBeTruthy();
    expect([...table.querySelectorAll('ion-button')].map((button) => button.textContent)).toEqual(['Edit']);
    fireEvent.change(screen.getByLabelText('Term'), { target: { value: '4' } });
    expect(await screen.findByText(/This term offers no installment plan yet/)).toBeTruthy();
    expect(
      sent.filter((call) => call.path === '/api/Finance/GetInstallmentPlans').map((call) => call.query),
    ).toEqual(['?TermId=5', '?TermId=4']);
  });

  it('creates a plan: shares in percent sent as exact basis points, rows added and removed, the sum shown live', async () => {
    const sent = stubPortal({
      '/api/Finance/GetDepositChoices': ok(choices),
      '/api/Finance/GetInstallmentPlans': ok({ Plans: [] }),
      '/api/Finance/SaveInstallmentPlan': ok(plan),
    });
    renderFinance(<InstallmentPlansTab />);
    fireEvent.click(await findIonButton('New plan'));
    type('Code', 'THREE');
    type('Name in English', 'Three installments');
    type('Name in Arabic', 'ثلاثة أقساط');
    type('Students can choose it from', '2026-09-01');
    type('Until', '2026-09-30');
    type('Minimum balance (EGP)', '5000');
    fireEvent.click(await findIonButton('Add an installment'));
    fireEvent.click(await findIonButton('Add an installment'));
    fireEvent.click(screen.getByLabelText('Remove installment 4'));
    type('Share of installment 1 (%)', '33.34');
    expect(screen.getByText('Shares add up to 33.34% (must be 100%)')).toBeTruthy();
    type('Share of installment 2 (%)', '33.33');
    type('Share of installment 3 (%)', '33.33');
    expect(screen.getByText('Shares add up to 100% (must be 100%)')).toBeTruthy();
    type('Installment 1 due on', '2026-10-01');
    type('Installment 2 due on', '2026-11-01');
    type('Installment 3 due on', '2026-12-01');
    fireEvent.click(await findIonButton('Save plan'));
    expect(await screen.findByText('Plan THREE saved.')).toBeTruthy();
    const saved = sent.find((call) => call.path === '/api/Finance/SaveInstallmentPlan');
    expect(saved?.body).toEqual({
      TermId: 5,
      Code: 'THREE',
      NameEn: 'Three installments',
      NameAr: 'ثلاثة أقساط',
      OpensOn: '2026-09-01',
      ClosesOn: '2026-09-30',
      MinBalancePiastres: 500_000,
      Parts: plan.Parts,
    });
  });

  it('does not send shares that do not add up to 100%, and says so', async () => {
    const sent = stubPortal({
      '/api/Finance/GetDepositChoices': ok(choices),
      '/api/Finance/GetInstallmentPlans': ok({ Plans: [plan] }),
    });
    renderFinance(<InstallmentPlansTab />);
    fireEvent.click(await findIonButton('Edit'));
    expect(screen.getByRole('heading', { name: 'Edit plan THREE' })).toBeTruthy();
    type('Share of installment 3 (%)', '33.32');
    fireEvent.click(await findIonButton('Save plan'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The shares add up to 99.99%: they must add up to exactly 100%.',
    );
    expect(sent.some((call) => call.path === '/api/Finance/SaveInstallmentPlan')).toBe(false);
  });

  it("shows the server's refusal of an edit, in Arabic, and keeps the form open", async () => {
    const sent = stubPortal({
      '/api/Finance/GetDepositChoices': ok(choices),
      '/api/Finance/GetInstallmentPlans': ok({ Plans: [plan] }),
      '/api/Finance/SaveInstallmentPlan': refusal('409', 'على هذه الخطة طلاب (1)'),
    });
    renderFinance(<InstallmentPlansTab />, { language: 'ar' });
    fireEvent.click(await findIonButton('تعديل'));
    fireEvent.click(await findIonButton('حفظ الخطة'));
    await waitFor(() => {
      expect(screen.getByRole('alert').textContent).toContain('على هذه الخطة طلاب (1)');
    });
    expect(sent.find((call) => call.path === '/api/Finance/SaveInstallmentPlan')?.body).toMatchObject({
      PlanId: 31,
    });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
