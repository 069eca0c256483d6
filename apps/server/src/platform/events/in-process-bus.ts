import { deliver, type EventBus, type EventListener } from './event-bus.js';

/**
 * The single-instance bus (no REDIS_URL): listeners in this process hear what this process publishes.
 * Payloads go through JSON as they do over Redis, so both buses hand listeners the same shapes.
 */
export function inProcessBus(onError: (error: unknown) => void): EventBus {
  const topics = new Map<string, Set<EventListener>>();
  return {
    publish(topic, payload) {
      const listeners = topics.get(topic);
      if (listeners) deliver([...listeners], JSON.parse(JSON.stringify(payload)) as unknown, onError);
      return Promise.resolve();
    },
    subscribe(topic, listener) {
      const listeners = topics.get(topic) ?? new Set<EventListener>();
      topics.set(topic, listeners);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) topics.delete(topic);
      };
    },
    // Nothing stands between a publisher and this process's listeners, so nothing is ever missed.
    hearing: () => true,
    onGap: () => () => undefined,
    close() {
      topics.clear();
      return Promise.resolve();
    },
  };
}
