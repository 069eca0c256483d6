import { useEffect, useState } from 'react';

/** How long the page keeps asking before it says the confirmation is late and leaves the next ask to the student. */
export const PROVIDER_WAIT_LIMIT_MS = 120_000;

/**
 * The student is back from the provider: poll for its confirmation, but not forever (a payment abandoned
 * at the provider leaves the invoice open). `checkAgain` starts another round of waiting.
 */
export function useProviderWait(active: boolean) {
  const [round, setRound] = useState(0);
  const [lateRound, setLateRound] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => {
      setLateRound(round);
    }, PROVIDER_WAIT_LIMIT_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [active, round]);
  const late = active && lateRound === round;
  return {
    polling: active && !late,
    late,
    checkAgain: () => {
      setRound((current) => current + 1);
    },
  };
}
