import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { statement } from '../test/fixtures';
import { renderBilling } from '../test/render';
import { FeeBreakdown, sharesByKind } from './fee-breakdown';

afterEach(() => {
  cleanup();
});

const [spring, fall] = statement.Terms;
if (!spring || !fall) throw new Error('the fixture has two terms');

describe('fee breakdown picture', () => {
  it('splits what a term charges by kind, net of credits, largest first', () => {
    // Tuition 10,000.00 less a 1,000.00 credit; the bus 2,500.50.
    expect(sharesByKind(spring)).toEqual([
      { kind: 'tuition', piastres: 900_000 },
      { kind: 'bus', piastres: 250_050 },
    ]);
  });

  it('gives every figure in words beside the bar: each kind with its share, and how much is paid', () => {
    renderBilling(<FeeBreakdown term={spring} currency="EGP" termName="Spring 2027" />);
    const figure = screen.getByRole('figure', { name: 'What Spring 2027 charges for' });
    const legend = within(figure)
      .getAllByRole('listitem')
      .map((item) => item.textContent.replace(/\s/g, ' '));
    expect(legend).toEqual(['Tuition: EGP 9,000.00 (78 %)', 'Bus: EGP 2,500.50 (22 %)']);
    expect(within(figure).getByText('EGP 3,000.00 of EGP 11,500.50 paid')).toBeTruthy();
    const parts = [...figure.querySelectorAll<HTMLElement>('.fee-breakdown__bar span')];
    expect(parts.map((part) => part.style.flexGrow)).toEqual(['900000', '250050']);
  });

  it('draws nothing for a term that charged nothing', () => {
    const { container } = renderBilling(
      <FeeBreakdown term={{ ...fall, Charges: [] }} currency="EGP" termName="Fall 2026" />,
    );
    expect(container.querySelector('figure')).toBeNull();
  });

  it('reads in Arabic', () => {
    renderBilling(<FeeBreakdown term={spring} currency="EGP" termName="ربيع 2027" />, { language: 'ar' });
    expect(screen.getByRole('figure', { name: 'تفاصيل رسوم ربيع 2027' })).toBeTruthy();
  });
});
