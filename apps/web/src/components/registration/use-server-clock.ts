import { useEffect, useState } from 'react';

/**
 * The server's clock, ticking every second: a countdown must not depend on the device's clock, which may
 * be minutes off. `serverNow` is the server's time when the answer was made.
 */
export function useServerClock(serverNow: string): number {
  const [now, setNow] = useState(() => Date.parse(serverNow));
  useEffect(() => {
    const offset = Date.parse(serverNow) - Date.now();
    const timer = setInterval(() => {
      setNow(Date.now() + offset);
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, [serverNow]);
  return now;
}
