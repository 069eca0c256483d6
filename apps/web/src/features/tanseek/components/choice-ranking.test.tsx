import type * as Ionic from '@ionic/react';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../lib/page-render-testing';
import type { ReorderEnd } from '../../../components/ranking-moves';
import { OFFERS } from '../test/fixtures';
import { ChoiceRanking } from './choice-ranking';

/*
 * In the simulated DOM, Ionic's React wrappers come from @lit/react's server build, which attaches no event
 * listener: the reorder group is stood in for by a list that keeps the handler the ranking gave it, and the
 * test ends a drag through it as Ionic's `ionReorderEnd` would (a real drag is in e2e/tanseek.spec.ts).
 */
const drag = vi.hoisted(() => ({ end: undefined as ((event: { detail: ReorderEnd }) => void) | undefined }));
vi.mock('@ionic/react', async (original) => ({
  ...(await original<typeof Ionic>()),
  IonReorderGroup: ({
    children,
    onIonReorderEnd,
  }: {
    children: ReactNode;
    onIonReorderEnd: (event: { detail: ReorderEnd }) => void;
  }) => {
    drag.end = onIonReorderEnd;
    return <div role="list">{children}</div>;
  },
}));

afterEach(cleanup);

function Ranking({ start }: { start: number[] }) {
  const [ranked, setRanked] = useState(start);
  return (
    <>
      <ChoiceRanking offers={OFFERS} ranked={ranked} maxChoices={3} onChange={setRanked} disabled={false} />
      <p data-testid="order">{ranked.join(',')}</p>
    </>
  );
}

const dragEnd = (detail: ReorderEnd) => {
  act(() => {
    drag.end?.({ detail });
  });
};
const order = () => screen.getByTestId('order').textContent;

describe('ChoiceRanking', () => {
  it('moves a dragged choice to where it was dropped, and announces its place as the buttons do', () => {
    renderPage(<Ranking start={[11, 12, 13]} />, { at: '/tanseek' });
    const complete = vi.fn();
    fireEvent.click(screen.getByLabelText('Move Mechatronics up'));
    expect(order()).toBe('11,13,12');
    expect(screen.getByText('Mechatronics is now choice 2.')).toBeTruthy();
    dragEnd({ from: 1, to: 0, complete });
    expect(complete).toHaveBeenCalledWith(false);
    expect(order()).toBe('13,11,12');
    expect(screen.getByText('Mechatronics is now choice 1.')).toBeTruthy();
  });

  it('changes nothing when a choice is dropped where it was', () => {
    renderPage(<Ranking start={[11, 12]} />, { at: '/tanseek' });
    dragEnd({ from: 1, to: 1, complete: vi.fn() });
    expect(order()).toBe('11,12');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('announces a drag in Arabic', () => {
    renderPage(<Ranking start={[11, 12]} />, { at: '/tanseek', language: 'ar' });
    dragEnd({ from: 0, to: 1, complete: vi.fn() });
    expect(order()).toBe('12,11');
    expect(screen.getByRole('status').textContent).toContain('الهندسة المدنية');
  });
});
