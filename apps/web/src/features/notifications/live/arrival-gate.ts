/**
 * One message can reach an open app twice: on the live stream and as a push the service worker hands to
 * the page. The gate lets each MessageId through once (the last `remember` ids are kept).
 */
export function createArrivalGate(remember = 500): (messageId: number) => boolean {
  const seen = new Set<number>();
  return (messageId) => {
    if (seen.has(messageId)) return false;
    seen.add(messageId);
    if (seen.size > remember) {
      const [oldest] = seen;
      if (oldest !== undefined) seen.delete(oldest);
    }
    return true;
  };
}
