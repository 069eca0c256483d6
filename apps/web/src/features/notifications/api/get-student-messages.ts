import { notify, type ResponseOf } from '@portal/contract/calls';
import type { getStudentMessagesResponse, ReadStatus } from '@portal/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import { studentMessagesKey } from './keys';

const call = notify.getStudentMessages;

/** Contract types only: the schemas are not run in the browser. */
export type StudentMessagesPage = z.infer<typeof getStudentMessagesResponse>;
export type { StudentMessage } from '@portal/contract';

export const MESSAGES_PAGE_SIZE = 20;

/** One page of the student's messages, newest first. */
export function getStudentMessages(
  readStatus: ReadStatus,
  page: number,
  signal?: AbortSignal,
): Promise<ResponseOf<typeof call>> {
  return api.call(call, { query: { readStatus, Page: page, PageSize: MESSAGES_PAGE_SIZE }, signal });
}

export function studentMessagesQuery(readStatus: ReadStatus) {
  return infiniteQueryOptions({
    queryKey: studentMessagesKey(readStatus),
    queryFn: ({ pageParam, signal }) => getStudentMessages(readStatus, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.Page * last.PageSize < last.Total ? last.Page + 1 : undefined),
    // A message centre must show what just arrived when it is opened.
    staleTime: 0,
  });
}

/** The pages loaded so far ("Show more" loads the next). */
export function useStudentMessages(readStatus: ReadStatus) {
  return useInfiniteQuery(studentMessagesQuery(readStatus));
}
