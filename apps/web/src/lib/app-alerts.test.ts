import { afterEach, describe, expect, it } from 'vitest';
import { currentAlert, dismissAlert, showAlert, subscribeToAlerts } from './app-alerts';

afterEach(() => {
  for (let alert = currentAlert(); alert; alert = currentAlert()) dismissAlert(alert);
});

describe('app alerts', () => {
  it('shows alerts one at a time, in order', () => {
    showAlert({ kind: 'no-connection' });
    showAlert({ kind: 'invalid-token' });
    const first = currentAlert();
    expect(first?.kind).toBe('no-connection');
    if (first) dismissAlert(first);
    expect(currentAlert()?.kind).toBe('invalid-token');
  });

  it('does not queue an alert of a kind already waiting', () => {
    let changes = 0;
    const unsubscribe = subscribeToAlerts(() => (changes += 1));
    for (let i = 0; i < 5; i += 1) showAlert({ kind: 'connection-error' });
    unsubscribe();
    expect(changes).toBe(1);
    const shown = currentAlert();
    if (shown) dismissAlert(shown);
    expect(currentAlert()).toBeUndefined();
  });
});
