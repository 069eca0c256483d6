import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  currentAlert,
  dismissAlert,
  FAILURE_ALERT_QUIET_MS,
  showAlert,
  subscribeToAlerts,
} from './app-alerts';

// Each test starts past the quiet periods the one before left behind.
let clock = Date.parse('2026-09-01T08:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ now: clock });
});

afterEach(() => {
  for (let alert = currentAlert(); alert; alert = currentAlert()) dismissAlert(alert);
  clock = Date.now() + FAILURE_ALERT_QUIET_MS;
  vi.useRealTimers();
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

  it('does not bring a failure alert back while the page retries the call the student was just told of', () => {
    showAlert({ kind: 'no-connection' });
    const shown = currentAlert();
    if (shown) dismissAlert(shown);
    vi.advanceTimersByTime(FAILURE_ALERT_QUIET_MS - 1);
    showAlert({ kind: 'no-connection' });
    expect(currentAlert()).toBeUndefined();
    // Another kind is news, and so is the same failure once the quiet period is over.
    showAlert({ kind: 'invalid-token' });
    expect(currentAlert()?.kind).toBe('invalid-token');
    const token = currentAlert();
    if (token) dismissAlert(token);
    vi.advanceTimersByTime(1);
    showAlert({ kind: 'no-connection' });
    expect(currentAlert()?.kind).toBe('no-connection');
  });

  it('shows a start-up step failure again at once: its Retry is the student asking', () => {
    const retry = vi.fn();
    showAlert({ kind: 'step-failed', step: 'menu', cause: 'connection', retry });
    const shown = currentAlert();
    if (shown) dismissAlert(shown);
    showAlert({ kind: 'step-failed', step: 'menu', cause: 'connection', retry });
    expect(currentAlert()?.kind).toBe('step-failed');
  });
});
