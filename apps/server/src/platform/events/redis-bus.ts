import { Redis } from 'ioredis';
import { deliver, type EventBus, type EventListener } from './event-bus.js';

export interface RedisBusOptions {
  url: string;
  /** Keeps this deployment's channels apart from others on the same Redis. */
  channelPrefix: string;
  onError: (error: unknown) => void;
}

/**
 * Redis pub/sub: every instance subscribes to the topics it has listeners for, and a publish on any
 * instance reaches them all. A subscribed connection can do nothing else, hence two connections; ioredis
 * reconnects and re-subscribes by itself after Redis restarts (events published meanwhile are lost, which
 * the bus allows: tabs re-read the count when they reconnect).
 */
export function redisBus({ url, channelPrefix, onError }: RedisBusOptions): EventBus {
  const publisher = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  const subscriber = new Redis(url, { connectTimeout: 2_000 });
  publisher.on('error', onError);
  subscriber.on('error', onError);
  const channels = new Map<string, Set<EventListener>>();
  const gapListeners = new Set<() => void>();
  // ioredis subscribes again on reconnect, before 'ready'; whatever was published while it was away is lost.
  let wasReady = false;
  subscriber.on('ready', () => {
    if (wasReady) deliver([...gapListeners], undefined, onError);
    wasReady = true;
  });

  subscriber.on('message', (channel: string, text: string) => {
    const listeners = channels.get(channel);
    if (!listeners) return;
    let payload: unknown;
    try {
      payload = JSON.parse(text);
    } catch (error) {
      onError(error);
      return;
    }
    deliver([...listeners], payload, onError);
  });

  return {
    async publish(topic, payload) {
      try {
        await publisher.publish(channelPrefix + topic, JSON.stringify(payload));
      } catch (error) {
        onError(error);
      }
    },
    subscribe(topic, listener) {
      const channel = channelPrefix + topic;
      let listeners = channels.get(channel);
      if (!listeners) {
        listeners = new Set();
        channels.set(channel, listeners);
        subscriber.subscribe(channel).catch(onError);
      }
      listeners.add(listener);
      const own = listeners;
      return () => {
        own.delete(listener);
        if (own.size > 0 || channels.get(channel) !== own) return;
        channels.delete(channel);
        subscriber.unsubscribe(channel).catch(onError);
      };
    },
    hearing: () => subscriber.status === 'ready',
    onGap(listener) {
      gapListeners.add(listener);
      return () => gapListeners.delete(listener);
    },
    async close() {
      channels.clear();
      gapListeners.clear();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
