import { guides, type BodyOf, type ResponseOf } from '@portal/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { writeEditedGuide } from './edited-guide-answer';

const call = guides.publishGuide;

/** Puts the working text on the page at the version the editor shows. */
export function publishGuide(body: BodyOf<typeof call>): Promise<ResponseOf<typeof call>> {
  return api.call(call, { body });
}

export function usePublishGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishGuide,
    onSuccess: (guide) => writeEditedGuide(queryClient, guide),
  });
}
