import type { SendMessageBody, sentMessage } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';

export type SentMessage = z.infer<typeof sentMessage>;

/** POST /api/Notify/SendMessage (communications, registrar): answers how many students it reached. */
export function sendMessage(body: SendMessageBody): Promise<SentMessage> {
  return api.post<SentMessage>('notify', '/api/Notify/SendMessage', body);
}

export function useSendMessage() {
  return useMutation({ mutationFn: sendMessage });
}
