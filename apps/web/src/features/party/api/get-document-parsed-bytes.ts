import { party, type ResponseOf } from '@portal/contract/calls';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { saveWithAnchor } from '../../../lib/download';

const call = party.getDocumentParsedBytes;

/** The student's own ticket as a PDF: the same code on every download while they attend. */
export function getDocumentParsedBytes(eventId: number): Promise<ResponseOf<typeof call>> {
  return api.call(call, { query: { EventId: eventId } });
}

function pdfOf(ticket: ResponseOf<typeof call>): Blob {
  const binary = atob(ticket.Bytes);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new Blob([bytes], { type: ticket.ContentType });
}

/** A mutation, not a query: a ticket is fetched when asked for, never kept in the page's cache. */
export function useDownloadTicket() {
  return useMutation({
    mutationFn: getDocumentParsedBytes,
    onSuccess: (ticket) => {
      saveWithAnchor(pdfOf(ticket), ticket.FileName);
    },
  });
}
