import { notify, type BodyOf, type ResponseOf } from '@portal/contract/calls';
import type { sentMessage } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';

const call = notify.sendMessage;

export type SentMessage = z.infer<typeof sentMessage>;

/** Communications and registrar: answers how many students it reached. */
export function sendMessage(body: BodyOf<typeof call>): Promise<ResponseOf<typeof call>> {
  return api.call(call, { body });
}

export function useSendMessage() {
  return useMutation({ mutationFn: sendMessage });
}
