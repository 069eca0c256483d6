import { openRedis, redisReady, type RedisConnectionSettings } from '../redis-connection.js';
import { deliver, type EventBus, type EventListener } from './event-bus.js';

export interface RedisBusOptions {
  url: string;
  settings: RedisConnectionSettings;
  /** Keeps this deployment's channels apart from others on the same Redis. */
  channelPrefix: string;
  onError: (error: unknown) => void;
}

/**
 * Redis pub/sub: every instance subscribes to the topics it has listeners for, and a publish on any
 * instance reaches them all. A subscribed connection can do nothing else, hence two connections; ioredis
 * reconnects and re-subscribes by itself after Redis restarts (events published meanwhile are lost, which
 * the bus allows: tabs re-read the count when they reconnect). While Redis is away an event still reaches
 * the listeners of the instance that published it: live updates shrink to one instance, they do not stop.
 */
export function redisBus({ url, settings, channelPrefix, onError }: RedisBusOptions): EventBus {
  const publisher = openRedis(url, settings);
  const subscriber = openRedis(url, settings, 'subscriber');
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
      const channel = channelPrefix + topic;
      let published = false;
      if (redisReady(publisher)) {
        try {
          await publisher.publish(channel, JSON.stringify(payload));
          published = true;
        } catch (error) {
          onError(error);
        }
      }
      // This instance hears its own event back only through a publish that went out to a connected
      // subscriber; otherwise its listeners get it here, and other instances miss it (their gap).
      if (!published || !redisReady(subscriber)) {
        deliver([...(channels.get(channel) ?? [])], payload, onError);
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
