import type { FormAnswers, OrderDetail } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { studentOrderQueryOptions } from './api/get-student-order';
import { useSaveStudentOrder } from './api/save-student-order';
import { useUpdateStudentOrder } from './api/update-student-order';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { useDocumentUploads } from './use-document-uploads';

/**
 * Filing a request: save the draft (one idempotency key per draft, so a double tap or a retry after a lost
 * answer files one request), upload each checklist entry's files, then submit the request as it now stands.
 * A failed step leaves the draft saved; sending again goes on from there.
 */
export function useFileRequest(orderTypeId: number) {
  const queryClient = useQueryClient();
  const save = useSaveStudentOrder();
  const update = useUpdateStudentOrder();
  const uploads = useDocumentUploads();
  const [key] = useState(newIdempotencyKey);
  const [draft, setDraft] = useState<OrderDetail>();
  const [problem, setProblem] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  // A second tap in the same frame sees the first before React has re-rendered.
  const running = useRef(false);

  async function file(answers: FormAnswers): Promise<OrderDetail | undefined> {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    setProblem(undefined);
    try {
      const saved = await save.mutateAsync({
        OrderTypeId: orderTypeId,
        ...(draft ? { OrderId: draft.OrderId } : {}),
        Answers: answers,
        IdempotencyKey: key,
      });
      setDraft(saved);
      if (!(await uploads.sendAll(saved.OrderId))) return undefined;
      // Uploads move the request's version: submit names the version as it now stands.
      const current = await queryClient.query({ ...studentOrderQueryOptions(saved.OrderId), staleTime: 0 });
      return await update.mutateAsync({ OrderId: saved.OrderId, Action: 'submit', Version: current.Version });
    } catch (error) {
      setProblem(error);
      return undefined;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return { file, busy, problem, draft, uploads };
}
