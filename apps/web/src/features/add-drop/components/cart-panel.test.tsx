import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n, type Language } from '../../../lib/i18n';
import { swapCart } from '../test/fixtures';
import { CartPanel, type SaveOutcome } from './cart-panel';
import { CartTimetable } from './cart-timetable';

function renderCart(language: Language, outcome: SaveOutcome | null = null, cart = swapCart()) {
  const onRemove = vi.fn();
  const onSave = vi.fn();
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <CartPanel
        cart={cart}
        busy={false}
        saving={false}
        outcome={outcome}
        onRemove={onRemove}
        onSave={onSave}
      />
      <CartTimetable cart={cart} weekStartsOn={6} />
    </I18nextProvider>,
  );
  return { onRemove, onSave };
}

afterEach(cleanup);

describe('CartPanel', () => {
  it('lists every pending add and drop, the credits after them and the timetable they make', () => {
    const { onRemove } = renderCart('en');
    const items = [...document.querySelectorAll('.cart-change')].map(
      (item) => item.querySelector('.cart-change__name')?.textContent,
    );
    expect(items).toEqual([
      'Drop CSC 301, Lecture · Section 1',
      'Add CSC 301, Lecture · Section 2',
      'Drop MTH 201, Lecture · Section 1',
      'Add PHY 101, Lecture · Section 3',
    ]);
    expect(screen.getByText('1 seat left', { exact: false })).toBeTruthy();
    expect(document.querySelector('.cart-credits strong')?.textContent).toBe('6 credits');
    const timetable = screen.getByRole('region', { name: 'Your timetable after these changes' });
    expect(within(timetable).getAllByText('CSC 301 · Lecture').length).toBeGreaterThan(0);
    expect(within(timetable).queryByText('MTH 201 · Lecture')).toBeNull();
    const remove = document.querySelector<HTMLElement>(
      'ion-button[aria-label="Remove the change: Add PHY 101, Lecture · Section 3"]',
    );
    remove?.click();
    expect(onRemove).toHaveBeenCalledWith(expect.objectContaining({ ChangeId: 4 }));
  });

  it('says what Save would refuse now, and offers no Save until it is sorted out', async () => {
    const cart = {
      ...swapCart(),
      Problems: [
        {
          Code: 'credit_limit' as const,
          Message: 'That would make 6 credits; your minimum this term is 12.',
          CourseCode: null,
          SectionId: null,
        },
      ],
    };
    renderCart('en', null, cart);
    expect(screen.getByText('Before you can save')).toBeTruthy();
    expect(screen.getByText('That would make 6 credits; your minimum this term is 12.')).toBeTruthy();
    const save = document.querySelector<HTMLIonButtonElement>('ion-button.cart-save');
    await waitFor(() => {
      expect(save?.disabled, 'Save is not offered while it would be refused').toBe(true);
    });
  });

  it('offers Save when the rules find nothing to refuse', async () => {
    renderCart('en');
    await waitFor(() => {
      expect(document.querySelector<HTMLIonButtonElement>('ion-button.cart-save')?.disabled).toBe(false);
    });
  });

  it('after a refused Save, names each change that failed with the server’s reason, and that nothing was saved', () => {
    renderCart('en', {
      kind: 'refused',
      message: 'PHY 101 section 3 is full.',
      refusals: [
        { Code: 'section_full', Message: 'PHY 101 section 3 is full.', CourseCode: 'PHY 101', SectionId: 31 },
      ],
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Nothing was saved. These changes could not be made:');
    expect(
      within(alert).getByText('Add PHY 101, Lecture · Section 3: PHY 101 section 3 is full.'),
    ).toBeTruthy();
  });

  it('speaks Arabic, and an empty cart says how to start', () => {
    renderCart('ar', { kind: 'saved', credits: 15 }, { ...swapCart(), Changes: [] });
    expect(screen.getByText('تم الحفظ. جدولك محدَّث: 15 ساعة معتمدة.')).toBeTruthy();
    expect(screen.getByText('لا توجد تغييرات بعد.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'جدولك الآن' })).toBeTruthy();
  });
});
