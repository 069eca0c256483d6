import { startTransition, useEffect, useState } from 'react';

/**
 * False until the browser is first idle after the page has rendered (a short timeout where there is no
 * requestIdleCallback): home's secondary tiles load their code and data then, never in the start-up work.
 */
export function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    // A transition: what idle reveals renders in slices, never as one long task.
    const done = () => {
      startTransition(() => {
        setIdle(true);
      });
    };
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(done, { timeout: 2000 });
      return () => {
        window.cancelIdleCallback(handle);
      };
    }
    const timer = window.setTimeout(done, 500);
    return () => {
      window.clearTimeout(timer);
    };
  }, []);
  return idle;
}
