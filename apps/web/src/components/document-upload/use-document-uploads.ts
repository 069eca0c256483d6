import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import type { UploadProgress } from '../../lib/upload';

/** The files picked for one checklist entry and how their upload stands. */
export interface PickedDocument {
  files: readonly File[];
  state: 'picked' | 'uploading' | 'uploaded' | 'failed';
  /** 0–1 while uploading. */
  progress: number;
  /** The server's or the network's words when the upload failed. */
  problem?: string;
}

/** Sends one checklist entry's files of one request or application, reporting the body's progress. */
export type SendDocument = (
  ownerId: number,
  code: string,
  files: readonly File[],
  onProgress: (progress: UploadProgress) => void,
) => Promise<unknown>;

/**
 * The uploads of a checklist, one entry at a time: each picked entry is sent as one multipart request, with
 * its progress kept for the bar under it. An entry once uploaded is not sent again.
 */
export function useDocumentUploads(upload: SendDocument) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<Readonly<Record<string, PickedDocument>>>({});

  const update = (code: string, change: Partial<PickedDocument>) => {
    setPicked((current) => {
      const entry = current[code];
      return entry ? { ...current, [code]: { ...entry, ...change } } : current;
    });
  };

  /** Sends one entry's files; true when the server stored them. */
  async function send(ownerId: number, code: string, files: readonly File[]): Promise<boolean> {
    update(code, { state: 'uploading', progress: 0, problem: undefined });
    try {
      await upload(ownerId, code, files, ({ loaded, total }) => {
        update(code, { progress: total > 0 ? loaded / total : 0 });
      });
      update(code, { state: 'uploaded', progress: 1 });
      return true;
    } catch (error) {
      update(code, { state: 'failed', problem: errorMessage(error, t) });
      return false;
    }
  }

  return {
    picked,
    pick: (code: string, files: readonly File[]) => {
      setPicked((current) => ({ ...current, [code]: { files, state: 'picked', progress: 0 } }));
    },
    send,
    /** Every entry not yet stored, one after the other; true when all are stored. */
    sendAll: async (ownerId: number): Promise<boolean> => {
      let allStored = true;
      for (const [code, entry] of Object.entries(picked)) {
        if (entry.state === 'uploaded') continue;
        allStored = (await send(ownerId, code, entry.files)) && allStored;
      }
      return allStored;
    },
  };
}
