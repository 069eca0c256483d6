/** Called with each event published on a topic, on whichever instance published it. */
export type EventListener = (payload: unknown) => void;

/**
 * Events that must reach every server instance (a message for a student whose tab is connected to
 * another instance). Delivery is best effort and at most once: the database stays the record, an event
 * only tells an open tab to show it now.
 */
export interface EventBus {
  /** Resolves once handed over; a transport failure is logged, not thrown (the data is already saved). */
  publish(topic: string, payload: unknown): Promise<void>;
  /** Listens on a topic; the answer stops listening. */
  subscribe(topic: string, listener: EventListener): () => void;
  /**
   * Whether this instance hears every event published now. False while the Redis subscription is down:
   * answers held on the promise of an event (held-answers.ts) must not be used then.
   */
  hearing(): boolean;
  /** Called whenever events may have been missed (the subscription came back): what was held is dropped. */
  onGap(listener: () => void): () => void;
  close(): Promise<void>;
}

/** Calls every listener; one that throws neither stops the others nor reaches the publisher. */
export function deliver(
  listeners: Iterable<EventListener>,
  payload: unknown,
  onError: (error: unknown) => void,
): void {
  for (const listener of listeners) {
    try {
      listener(payload);
    } catch (error) {
      onError(error);
    }
  }
}
