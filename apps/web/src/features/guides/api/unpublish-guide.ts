import { guides, type BodyOf, type ResponseOf } from '@portal/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { writeEditedGuide } from './edited-guide-answer';

const call = guides.unpublishGuide;

/** Takes the guide off its page: students see the empty state again. */
export function unpublishGuide(body: BodyOf<typeof call>): Promise<ResponseOf<typeof call>> {
  return api.call(call, { body });
}

export function useUnpublishGuide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unpublishGuide,
    onSuccess: (guide) => writeEditedGuide(queryClient, guide),
  });
}
