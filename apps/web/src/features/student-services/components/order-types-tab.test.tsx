import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { OrderTypeDefinition } from '@portal/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { newDefinition } from '../type-draft';
import { findIonButton, ok, refusal, renderOffice, stubPortal } from '../test/render';
import { OrderTypesTab } from './order-types-tab';

afterEach(() => {
  cleanup();
});

const letter: OrderTypeDefinition & { OrderTypeId: number } = {
  ...newDefinition(),
  OrderTypeId: 4,
  Code: 'enrolment-letter',
  NameEn: 'Enrolment letter',
  NameAr: 'خطاب قيد',
  Purpose: 'letter',
  Office: 'registrar',
  FeePiastres: 2_500,
};

describe('request types', () => {
  it('lists the types and saves a change with the fee in piastres', async () => {
    const sent = stubPortal({
      '/api/OrdersOffice/GetOrderTypes': ok([letter]),
      '/api/OrdersOffice/SaveOrderType': ok({ ...letter, FeePiastres: 5_050 }),
    });
    renderOffice(<OrderTypesTab />);
    expect(await screen.findByText('Enrolment letter')).toBeDefined();
    fireEvent.click(await findIonButton('Edit'));
    const fee = screen.getByLabelText('Fee in pounds (0 for free)');
    expect(fee).toHaveProperty('value', '25');
    fireEvent.change(fee, { target: { value: '50.5' } });
    fireEvent.click(await findIonButton('Add a field'));
    fireEvent.click(await findIonButton('Save'));
    expect(await screen.findByText('Saved “Enrolment letter”.')).toBeDefined();
    const body = sent.find((call) => call.path === '/api/OrdersOffice/SaveOrderType')?.body;
    expect(body).toMatchObject({
      OrderTypeId: 4,
      FeePiastres: 5_050,
      Fields: [{ Key: 'field-1', Kind: 'text' }],
    });
  });

  it("refuses a fee that is not pounds, and shows the server's refusal, in Arabic", async () => {
    const sent = stubPortal({
      '/api/OrdersOffice/GetOrderTypes': ok([]),
      '/api/OrdersOffice/SaveOrderType': refusal('422', 'حقل الاختيار «kind» يحتاج إلى خيارين على الأقل.'),
    });
    renderOffice(<OrderTypesTab />, { language: 'ar' });
    expect(await screen.findByText('لا توجد أنواع طلبات بعد. أضف نوعًا بزر «نوع طلب جديد».')).toBeDefined();
    fireEvent.click(await findIonButton('نوع طلب جديد'));
    fireEvent.change(screen.getByLabelText('الرسوم بالجنيه (0 للمجاني)'), { target: { value: 'خمسون' } });
    fireEvent.click(await findIonButton('حفظ'));
    expect(await screen.findByText('اكتب الرسوم بالجنيه، مثل 50 أو 12.50.')).toBeDefined();
    expect(sent.some((call) => call.path === '/api/OrdersOffice/SaveOrderType')).toBe(false);
    fireEvent.change(screen.getByLabelText('الرسوم بالجنيه (0 للمجاني)'), { target: { value: '١٢٫٥' } });
    fireEvent.click(await findIonButton('حفظ'));
    expect(await screen.findByText('حقل الاختيار «kind» يحتاج إلى خيارين على الأقل.')).toBeDefined();
    await waitFor(() => {
      expect(sent.find((call) => call.path === '/api/OrdersOffice/SaveOrderType')?.body).toMatchObject({
        FeePiastres: 1_250,
      });
    });
  });
});
