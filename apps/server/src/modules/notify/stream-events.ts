import { liveMessage, type LiveMessage } from '@portal/contract';
import { z } from 'zod';
import type { EventBus } from '../../platform/events/event-bus.js';

/** The bus topic on which every instance hears of sent messages. */
export const MESSAGE_SENT = 'notify.message-sent';

/**
 * One event per message, naming its recipients: a message to every student is one publish, and each
 * instance picks out the students it has streams for (about 7 bytes per recipient on the wire).
 */
export const messageSent = z.object({ recipientIds: z.array(z.number().int()), message: liveMessage });
export type MessageSent = z.infer<typeof messageSent>;

export function publishMessageSent(events: EventBus, recipientIds: number[], message: LiveMessage) {
  return events.publish(MESSAGE_SENT, { recipientIds, message } satisfies MessageSent);
}
