import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findIonButton, renderPage } from '../../lib/page-render-testing';
import { ok, stubPortal } from '../../lib/portal-stub-testing';
import VerifyDocumentPage from './verify-document-page';

const VERIFY = '/api/Orders/VerifyDocument';

const genuine = {
  Genuine: true,
  DocumentTitleEn: 'Enrolment letter',
  DocumentTitleAr: 'إفادة قيد',
  StudentName: 'Mariam Adel',
  IssuedOn: '2026-11-25',
  Revoked: false,
};

const unknown = {
  Genuine: false,
  DocumentTitleEn: null,
  DocumentTitleAr: null,
  StudentName: null,
  IssuedOn: null,
  Revoked: false,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('verify a document (public)', () => {
  it('checks the code from the letter’s QR address and says the document is genuine, with what it says', async () => {
    const sent = stubPortal({ [VERIFY]: ok(genuine) });
    renderPage(<VerifyDocumentPage />, { at: '/verify-document?code=abcd-efgh-jkmn' });
    expect(await screen.findByText('Genuine document')).toBeTruthy();
    const verdict = screen.getByText('Genuine document').closest('section');
    expect(verdict?.textContent).toContain('Enrolment letter');
    expect(verdict?.textContent).toContain('Mariam Adel');
    expect(verdict?.textContent).toContain('Nov 25, 2026');
    expect(new URLSearchParams(sent[sent.length - 1]?.query).get('Code')).toBe('ABCD-EFGH-JKMN');
  });

  it('says plainly when no document has the code, showing nothing else', async () => {
    stubPortal({ [VERIFY]: ok(unknown) });
    renderPage(<VerifyDocumentPage />, { at: '/verify-document' });
    fireEvent.change(await screen.findByLabelText('Verification code'), {
      target: { value: 'zzzz zzzz zzzz' },
    });
    fireEvent.click(await findIonButton('Check'));
    expect(await screen.findByText('Not a document of this university')).toBeTruthy();
    expect(screen.getByText('ZZZZ-ZZZZ-ZZZZ')).toBeTruthy();
    expect(screen.getByText(/No document with this code was issued/)).toBeTruthy();
    expect(document.querySelector('.orders-verdict dl')).toBeNull();
  });

  it('says when the university withdrew the document', async () => {
    stubPortal({ [VERIFY]: ok({ ...genuine, Revoked: true }) });
    renderPage(<VerifyDocumentPage />, { at: '/verify-document?code=ABCD-EFGH-JKMN' });
    expect(await screen.findByText('Withdrawn document')).toBeTruthy();
    expect(screen.getByText(/then withdrew it: it is no longer valid/)).toBeTruthy();
  });

  it('explains a code of the wrong shape without asking the server', async () => {
    const sent = stubPortal({ [VERIFY]: ok(genuine) });
    renderPage(<VerifyDocumentPage />, { at: '/verify-document' });
    fireEvent.change(await screen.findByLabelText('Verification code'), { target: { value: 'ABC-123' } });
    fireEvent.click(await findIonButton('Check'));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'three groups of four letters or digits',
    );
    await waitFor(() => {
      expect(sent.filter((call) => call.path === VERIFY)).toHaveLength(0);
    });
  });

  it('speaks Arabic', async () => {
    stubPortal({ [VERIFY]: ok(genuine) });
    renderPage(<VerifyDocumentPage />, { at: '/verify-document?code=ABCD-EFGH-JKMN', language: 'ar' });
    expect(await screen.findByText('مستند أصلي')).toBeTruthy();
    expect(screen.getByText('إفادة قيد')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'التحقق من مستند' })).toBeTruthy();
  });
});
