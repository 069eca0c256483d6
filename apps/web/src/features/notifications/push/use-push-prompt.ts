import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/use-session';
import { DISMISSED_KEY, dismissedRecently, initialPromptState, type PushPromptState } from './prompt-state';

async function loadPush(email: string) {
  const [service, registration] = await Promise.all([
    import('../../../lib/push/push-service'),
    import('../../../lib/push/push-registration'),
  ]);
  return { deps: await service.pushDeps(email), registration };
}

/**
 * The card's state and actions. Nothing is asked of the browser until the student presses "Turn on": the
 * permission prompt comes from that click, never from opening a page.
 */
export function usePushPrompt() {
  const { profile, token, impersonation } = useSession();
  const email = profile?.Role === 'student' && !impersonation ? token?.userName : undefined;
  const [state, setState] = useState<PushPromptState>({ kind: 'hidden' });

  useEffect(() => {
    if (!email) return undefined;
    const run = { current: true };
    void (async () => {
      const { deps, registration } = await loadPush(email);
      const facts = {
        permission: await deps.device.permission(),
        registered: (await registration.registeredToken(deps.store)) !== undefined,
        dismissed: dismissedRecently(window.localStorage),
      };
      if (run.current) setState(initialPromptState(facts));
    })().catch(() => undefined);
    return () => {
      run.current = false;
    };
  }, [email]);

  const turnOn = useCallback(async () => {
    if (!email) return;
    setState({ kind: 'working', action: 'on' });
    const { deps, registration } = await loadPush(email);
    try {
      await registration.turnOn(deps);
      setState({ kind: 'on' });
    } catch (error) {
      if ((await deps.device.permission()) === 'denied') setState({ kind: 'blocked' });
      else setState({ kind: 'failed', reason: error instanceof ApiError ? error.serverMessage : undefined });
    }
  }, [email]);

  const turnOff = useCallback(async () => {
    if (!email) return;
    setState({ kind: 'working', action: 'off' });
    const { deps, registration } = await loadPush(email);
    await registration.turnOff(deps).catch(() => undefined);
    setState({ kind: 'offer' });
  }, [email]);

  const dismiss = useCallback(() => {
    window.localStorage.setItem(DISMISSED_KEY, String(Date.now()));
    setState({ kind: 'hidden' });
  }, []);

  return { state, turnOn, turnOff, dismiss };
}
