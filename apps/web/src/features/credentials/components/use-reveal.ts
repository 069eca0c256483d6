import { useEffect, useState } from 'react';
import { useRevealStudentCredential } from '../api/reveal-student-credential';

interface Shown {
  password: string;
  /** When the page hides the password again (ms since the epoch). */
  until: number;
}

/**
 * One credential's password on screen: asked for on each tap, shown for the seconds the server names, then
 * dropped from the page's memory (the mutation's copy too), so a phone left on a desk shows it no longer.
 */
export function useReveal(credentialId: number) {
  const reveal = useRevealStudentCredential();
  const { reset } = reveal;
  const [shown, setShown] = useState<Shown>();
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!shown) return;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= shown.until) {
        setShown(undefined);
        reset();
      }
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, [shown, reset]);

  return {
    password: shown?.password,
    secondsLeft: shown ? Math.max(0, Math.ceil((shown.until - now) / 1000)) : 0,
    pending: reveal.isPending,
    error: reveal.error,
    show: () => {
      reveal.mutate(credentialId, {
        onSuccess: (answer) => {
          const at = Date.now();
          setNow(at);
          setShown({ password: answer.Password, until: at + answer.HideAfterSeconds * 1000 });
        },
      });
    },
    hide: () => {
      setShown(undefined);
      reset();
    },
  };
}
