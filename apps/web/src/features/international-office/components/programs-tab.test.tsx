import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { programs } from '../test/office-fixtures';
import { findIonButton, ok, refusal, renderOffice, stubPortal, type SentCall } from '../test/render';
import { ProgramsTab } from './programs-tab';

afterEach(() => {
  cleanup();
});

const saved = (sent: SentCall[]) =>
  sent.find((call) => call.path === '/api/InternationalOffice/SaveProgram')?.body;

describe('programs', () => {
  it('saves a change with the fee in piastres and without the counts of applications', async () => {
    const sent = stubPortal({
      '/api/InternationalOffice/GetPrograms': ok(programs),
      '/api/InternationalOffice/SaveProgram': ok({ ProgramId: 7 }),
    });
    renderOffice(<ProgramsTab />);
    fireEvent.click(await findIonButton('Edit'));
    const fee = screen.getByLabelText('Fee in pounds (0 for free)');
    expect(fee).toHaveProperty('value', '5000');
    fireEvent.change(fee, { target: { value: '7500.5' } });
    fireEvent.click(await findIonButton('Save'));
    expect(await screen.findByText('Saved “Semester exchange”.')).toBeDefined();
    const body = saved(sent);
    expect(body).toMatchObject({
      ProgramId: 7,
      FeePiastres: 750_050,
      Seats: [
        { PartnerId: 4, TermId: 31, Seats: 2 },
        { PartnerId: 5, TermId: 31, Seats: 1 },
      ],
    });
    expect(body).not.toHaveProperty('Applications');
  });

  it('refuses a plan whose percents do not add up to 100 before sending, then sends it whole', async () => {
    const sent = stubPortal({
      '/api/InternationalOffice/GetPrograms': ok(programs),
      '/api/InternationalOffice/SaveProgram': ok({ ProgramId: 7 }),
    });
    renderOffice(<ProgramsTab />);
    fireEvent.click(await findIonButton('Edit'));
    fireEvent.click(await findIonButton('Add a plan'));
    fireEvent.change(screen.getByLabelText('Percent of the fee'), { target: { value: '60' } });
    fireEvent.change(screen.getByLabelText('Due on'), { target: { value: '2027-01-15' } });
    expect(screen.getByText('The percents add up to 60%; they must add up to 100%.')).toBeDefined();
    fireEvent.click(await findIonButton('Save'));
    expect(await screen.findByText('The installments of plan “plan-1” must add up to 100%.')).toBeDefined();
    expect(saved(sent)).toBeUndefined();
    fireEvent.click(await findIonButton('Add an installment'));
    fireEvent.change(screen.getAllByLabelText('Due on')[1] as HTMLElement, {
      target: { value: '2027-03-15' },
    });
    fireEvent.click(await findIonButton('Save'));
    await waitFor(() => {
      expect(saved(sent)).toMatchObject({
        Plans: [
          {
            Code: 'plan-1',
            Installments: [
              { Percent: 60, DueDate: '2027-01-15' },
              { Percent: 40, DueDate: '2027-03-15' },
            ],
          },
        ],
      });
    });
  });

  it("refuses a fee that is not pounds and shows the server's refusal, in Arabic", async () => {
    const sent = stubPortal({
      '/api/InternationalOffice/GetPrograms': ok(programs),
      '/api/InternationalOffice/SaveProgram': refusal('409', 'الرمز EXCH-FALL مستخدم لبرنامج آخر.'),
    });
    renderOffice(<ProgramsTab />, { language: 'ar' });
    fireEvent.click(await findIonButton('تعديل'));
    fireEvent.change(screen.getByLabelText('الرسوم بالجنيه (0 للمجاني)'), { target: { value: 'خمسون' } });
    fireEvent.click(await findIonButton('حفظ'));
    expect(await screen.findByText('اكتب الرسوم بالجنيه، مثل 5000 أو 12.50.')).toBeDefined();
    expect(saved(sent)).toBeUndefined();
    fireEvent.change(screen.getByLabelText('الرسوم بالجنيه (0 للمجاني)'), { target: { value: '١٢٫٥' } });
    fireEvent.click(await findIonButton('حفظ'));
    expect(await screen.findByText('الرمز EXCH-FALL مستخدم لبرنامج آخر.')).toBeDefined();
    expect(saved(sent)).toMatchObject({ FeePiastres: 1_250 });
  });

  it("saves a mode's checklist whole", async () => {
    const sent = stubPortal({
      '/api/InternationalOffice/GetPrograms': ok(programs),
      '/api/InternationalOffice/SaveModeDocuments': ok({ Mode: 'semester-exchange' }),
    });
    renderOffice(<ProgramsTab />);
    fireEvent.click(await findIonButton('Add a document'));
    fireEvent.click(await findIonButton('Save the checklist'));
    expect(await screen.findByText('Saved the checklist of “Semester exchange”.')).toBeDefined();
    const body = sent.find((call) => call.path === '/api/InternationalOffice/SaveModeDocuments')?.body;
    expect(body).toMatchObject({
      Mode: 'semester-exchange',
      Documents: [{ Code: 'transcript' }, { Code: 'document-2', Kinds: ['pdf', 'jpeg', 'png'] }],
    });
  });
});
