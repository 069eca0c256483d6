import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { StaffTabs } from './staff-tabs';

const TABS = ['invoices', 'payments', 'bank'] as const;

function Office() {
  const [tab, setTab] = useState<(typeof TABS)[number]>('invoices');
  return (
    <StaffTabs id="test" label="Finance" tabs={TABS} selected={tab} onSelect={setTab} name={(name) => name}>
      <p>{`${tab} shown`}</p>
    </StaffTabs>
  );
}

afterEach(() => {
  cleanup();
  document.documentElement.dir = 'ltr';
});

describe('staff tabs', () => {
  it('shows the chosen tab’s panel, labelled by its tab, with one tab in the Tab order', () => {
    render(<Office />);
    fireEvent.click(screen.getByRole('tab', { name: 'payments' }));
    expect(screen.getByRole('tabpanel', { name: 'payments' }).textContent).toBe('payments shown');
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
  });

  it('moves with the arrow keys in the reading direction, wrapping at the ends', () => {
    render(<Office />);
    const tablist = screen.getByRole('tablist', { name: 'Finance' });
    fireEvent.keyDown(tablist, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'bank' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'bank' }));
    document.documentElement.dir = 'rtl';
    fireEvent.keyDown(tablist, { key: 'ArrowLeft' });
    expect(screen.getByRole('tabpanel').textContent).toBe('invoices shown');
  });
});
