import { describe, expect, it } from 'vitest';
import { DISMISS_MS, DISMISSED_KEY, dismissedRecently, initialPromptState } from './prompt-state';

describe('the "Get notified on this device" card', () => {
  it('offers notifications until they are on, blocked, unsupported or put off', () => {
    expect(initialPromptState({ permission: 'prompt', registered: false, dismissed: false })).toEqual({
      kind: 'offer',
    });
    expect(initialPromptState({ permission: 'granted', registered: false, dismissed: false })).toEqual({
      kind: 'offer',
    });
    expect(initialPromptState({ permission: 'granted', registered: true, dismissed: true })).toEqual({
      kind: 'on',
    });
    expect(initialPromptState({ permission: 'denied', registered: false, dismissed: false })).toEqual({
      kind: 'blocked',
    });
    expect(initialPromptState({ permission: 'denied', registered: false, dismissed: true })).toEqual({
      kind: 'hidden',
    });
    expect(initialPromptState({ permission: 'unsupported', registered: false, dismissed: false })).toEqual({
      kind: 'hidden',
    });
    expect(initialPromptState({ permission: 'prompt', registered: false, dismissed: true })).toEqual({
      kind: 'hidden',
    });
  });

  it('stays away for a month after "Not now"', () => {
    const now = 1_800_000_000_000;
    const storage = (value: string | null) => ({
      getItem: (key: string) => (key === DISMISSED_KEY ? value : null),
    });
    expect(dismissedRecently(storage(null), now)).toBe(false);
    expect(dismissedRecently(storage(String(now - 1000)), now)).toBe(true);
    expect(dismissedRecently(storage(String(now - DISMISS_MS - 1)), now)).toBe(false);
    expect(dismissedRecently(storage('garbage'), now)).toBe(false);
  });
});
