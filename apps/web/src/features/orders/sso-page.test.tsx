import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../lib/page-render-testing';
import { ok, stubPortal } from '../../lib/portal-stub-testing';
import SsoPage from './sso-page';
import { detail, excuseType, field, summary } from './test/fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const mfaReset = {
  ...excuseType,
  OrderTypeId: 41,
  Code: 'sso-mfa-reset',
  NameEn: 'Reset multi-factor authentication',
  NameAr: 'إعادة ضبط التحقق متعدد العوامل',
  Purpose: 'account' as const,
  Office: 'it-desk' as const,
  FeePiastres: 0,
};
const mfaForm = [
  field({
    Key: 'why',
    Kind: 'choice',
    LabelEn: 'Why',
    LabelAr: 'السبب',
    Options: [
      { Value: 'lost-phone', LabelEn: 'I lost my phone', LabelAr: 'فقدت هاتفي' },
      { Value: 'new-phone', LabelEn: 'I have a new phone', LabelAr: 'لديّ هاتف جديد' },
    ],
  }),
  field({ Key: 'note', Kind: 'long-text', LabelEn: 'Tell the IT desk more', LabelAr: 'تفاصيل' }),
];
const done = summary({
  OrderId: 77,
  Number: 'SR-2026-000077',
  TypeNameEn: mfaReset.NameEn,
  Office: 'it-desk',
  State: 'fulfilled',
});

describe('sso page', () => {
  it('offers only the IT desk’s kinds with what each asks, and lists the student’s requests with the desk’s note', async () => {
    const sent = stubPortal({
      '/api/Orders/GetOrderTypes': ok([excuseType, mfaReset]),
      '/api/Orders/GetParameterForm': ok({ OrderTypeId: 41, Purpose: 'account', Fields: mfaForm }),
      '/api/Orders/GetOrderTypeDocuments': ok([]),
      '/api/Orders/GetStudentOrders': ok({ Items: [done], Total: 1, Page: 1, PageSize: 20 }),
      '/api/Orders/GetStudentOrder': ok(
        detail({ ...done, OfficeNote: 'MFA cleared: enrol your new phone.' }),
      ),
    });
    renderPage(<SsoPage />, { at: '/sso' });
    const card = await screen.findByRole('button', { name: /^Reset multi-factor authentication/ });
    expect(screen.queryByRole('button', { name: /^Excuse for an absence/ })).toBeNull();
    expect(await within(card).findByText('Asks for: Why · Tell the IT desk more')).toBeDefined();
    expect(await screen.findByText('MFA cleared: enrol your new phone.')).toBeDefined();
    expect(sent.find((call) => call.path === '/api/Orders/GetStudentOrders')?.query).toContain(
      'Office=it-desk',
    );
    fireEvent.click(card);
    expect(await screen.findByText('I lost my phone')).toBeDefined();
  });

  it('says so in Arabic when no account request was filed', async () => {
    stubPortal({
      '/api/Orders/GetOrderTypes': ok([mfaReset]),
      '/api/Orders/GetParameterForm': ok({ OrderTypeId: 41, Purpose: 'account', Fields: mfaForm }),
      '/api/Orders/GetOrderTypeDocuments': ok([]),
      '/api/Orders/GetStudentOrders': ok({ Items: [], Total: 0, Page: 1, PageSize: 20 }),
    });
    renderPage(<SsoPage />, { at: '/sso', language: 'ar' });
    expect(await screen.findByText('لم تقدّم أي طلب خاص بحسابك.')).toBeDefined();
  });
});
