import type * as Ionic from '@ionic/react';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RankedList } from './ranked-list';

// Ionic's React wrappers attach no listener in the simulated DOM; the drag itself is tested by the features.
vi.mock('@ionic/react', async (original) => ({
  ...(await original<typeof Ionic>()),
  IonReorderGroup: ({ children }: { children: ReactNode }) => <div role="list">{children}</div>,
}));

afterEach(cleanup);

const NAMES = new Map([
  [1, 'One'],
  [2, 'Two'],
]);

function List({ disabled, hide }: { disabled: boolean; hide?: boolean }) {
  return (
    <RankedList
      ranked={[1, 2, 3]}
      nameOf={(id) => NAMES.get(id) ?? ''}
      say={(phrase, { name = '', rank = '' }) => `${phrase} ${name}${rank}`.trim()}
      formatRank={String}
      onChange={vi.fn()}
      disabled={disabled}
      hideButtonsWhenDisabled={hide}
    >
      {(id, name) => (NAMES.has(id) ? name : null)}
    </RankedList>
  );
}

describe('RankedList', () => {
  it('leaves out a choice its feature cannot show, the others keeping their places', () => {
    render(<List disabled={false} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'choice 1One',
      'choice 2Two',
    ]);
  });

  it('greys the moves while disabled, or drops them when the ranking can no longer change', () => {
    render(<List disabled />);
    expect(screen.getByLabelText<HTMLButtonElement>('moveDown One').disabled).toBe(true);
    cleanup();
    render(<List disabled hide />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
