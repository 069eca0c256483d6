import type { PushPermission } from '../../../lib/push/device-push';

/** What the "Get notified on this device" card shows. */
export type PushPromptState =
  | { kind: 'hidden' }
  | { kind: 'offer' }
  | { kind: 'blocked' }
  | { kind: 'on' }
  | { kind: 'working'; action: 'on' | 'off' }
  | { kind: 'failed'; reason: string | undefined };

/** "Not now" and "Hide" keep the card away from this device for a month. */
export const DISMISSED_KEY = 'pushPromptDismissedAt';
export const DISMISS_MS = 30 * 24 * 3600 * 1000;

export function dismissedRecently(storage: Pick<Storage, 'getItem'>, now = Date.now()): boolean {
  const at = Number(storage.getItem(DISMISSED_KEY));
  return Number.isFinite(at) && at > 0 && now - at < DISMISS_MS;
}

/** The card's state on opening the page, from the device's permission and whether it is registered. */
export function initialPromptState(facts: {
  permission: PushPermission;
  registered: boolean;
  dismissed: boolean;
}): PushPromptState {
  if (facts.permission === 'unsupported') return { kind: 'hidden' };
  if (facts.registered && facts.permission === 'granted') return { kind: 'on' };
  if (facts.dismissed) return { kind: 'hidden' };
  return facts.permission === 'denied' ? { kind: 'blocked' } : { kind: 'offer' };
}
