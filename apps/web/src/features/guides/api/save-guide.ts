import { guides, type BodyOf, type ResponseOf } from '@portal/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { writeEditedGuide } from './edited-guide-answer';

const call = guides.saveGuide;

/** Saves the working text at the version the editor read (a stale one is refused with 409). */
export function saveGuide(body: BodyOf<typeof call>): Promise<ResponseOf<typeof call>> {
  return api.call(call, { body });
}

export function useSaveGuide() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveGuide, onSuccess: (guide) => writeEditedGuide(queryClient, guide) });
}
