import type * as Ionic from '@ionic/react';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReorderEnd } from '../../../components/ranking-moves';
import { renderPage } from '../../../lib/page-render-testing';
import { LANGUAGES, OFFERS } from '../test/fixtures';
import { OfferRanking } from './offer-ranking';

/*
 * In the simulated DOM, Ionic's React wrappers attach no event listener: the reorder group is stood in for by
 * a list that keeps the handler the ranking gave it, and the test ends a drag through it as Ionic's
 * `ionReorderEnd` would.
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

const BY_ID = new Map(OFFERS.map((offer) => [offer.OfferId, offer]));

function Ranking({ start }: { start: number[] }) {
  const [ranked, setRanked] = useState(start);
  const [said, setSaid] = useState('');
  return (
    <>
      <OfferRanking
        byId={BY_ID}
        languages={LANGUAGES}
        ranked={ranked}
        disabled={false}
        onChange={(next, words) => {
          setRanked(next);
          setSaid(words);
        }}
      />
      <p data-testid="order">{ranked.join(',')}</p>
      <p data-testid="said">{said}</p>
    </>
  );
}

const dragEnd = (detail: ReorderEnd) => {
  act(() => {
    drag.end?.({ detail });
  });
};
const order = () => screen.getByTestId('order').textContent;
const said = () => screen.getByTestId('said').textContent;

describe('OfferRanking', () => {
  it('moves by buttons and by drag, announcing the organisation’s new place either way', () => {
    renderPage(<Ranking start={[21, 22, 23]} />, { at: '/sstp' });
    fireEvent.click(screen.getByLabelText('Move Suez Motors up'));
    expect(order()).toBe('21,23,22');
    expect(said()).toBe('Suez Motors is now choice 2.');
    const complete = vi.fn();
    dragEnd({ from: 1, to: 0, complete });
    expect(complete).toHaveBeenCalledWith(false);
    expect(order()).toBe('23,21,22');
    expect(said()).toBe('Suez Motors is now choice 1.');
  });

  it('removes a choice, and offers no moves beyond the ends', () => {
    renderPage(<Ranking start={[21, 22]} />, { at: '/sstp' });
    expect(screen.getByLabelText<HTMLButtonElement>('Move Delta Steel up').disabled).toBe(true);
    expect(screen.getByLabelText<HTMLButtonElement>('Move Nile Bank down').disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('Remove Delta Steel'));
    expect(order()).toBe('22');
    expect(said()).toBe('Delta Steel removed from your ranking.');
  });

  it('says what to do when nothing is ranked', () => {
    renderPage(<Ranking start={[]} />, { at: '/sstp' });
    expect(screen.getByText(/You have ranked no organisation yet/)).toBeTruthy();
  });

  it('announces a drag in Arabic', () => {
    renderPage(<Ranking start={[21, 22]} />, { at: '/sstp', language: 'ar' });
    dragEnd({ from: 0, to: 1, complete: vi.fn() });
    expect(order()).toBe('22,21');
    expect(said()).toBe('صارت دلتا للصلب الرغبة 2.');
  });
});
