import { DOCUMENT_KINDS, type DocumentKind, type OrderTypeDocument } from '@portal/contract';

const MEDIA_TYPES: Record<DocumentKind, readonly string[]> = {
  pdf: ['application/pdf'],
  jpeg: ['image/jpeg'],
  png: ['image/png'],
};

const EXTENSIONS: Record<DocumentKind, readonly string[]> = {
  pdf: ['.pdf'],
  jpeg: ['.jpg', '.jpeg'],
  png: ['.png'],
};

/** The file picker's `accept`: what the checklist entry takes, by media type and extension. */
export function acceptOf(kinds: readonly DocumentKind[]): string {
  return kinds.flatMap((kind) => [...MEDIA_TYPES[kind], ...EXTENSIONS[kind]]).join(',');
}

/**
 * The kind a file looks like to the browser (its declared type, else its name). Only a first check so the
 * student hears at once: the server decides by the file's content.
 */
export function kindOf(file: File): DocumentKind | undefined {
  const name = file.name.toLowerCase();
  return (
    DOCUMENT_KINDS.find((kind) => MEDIA_TYPES[kind].includes(file.type)) ??
    DOCUMENT_KINDS.find((kind) => EXTENSIONS[kind].some((extension) => name.endsWith(extension)))
  );
}

export type FileProblem =
  | { key: 'tooMany'; max: number }
  | { key: 'empty'; name: string }
  | { key: 'tooLarge'; name: string; max: number }
  | { key: 'wrongKind'; name: string };

/** Why the picked files cannot be sent for this checklist entry, before a byte is uploaded; else undefined. */
export function fileProblem(requirement: OrderTypeDocument, files: readonly File[]): FileProblem | undefined {
  if (files.length > requirement.MaxFiles) return { key: 'tooMany', max: requirement.MaxFiles };
  for (const file of files) {
    if (file.size === 0) return { key: 'empty', name: file.name };
    const kind = kindOf(file);
    if (!kind || !requirement.Kinds.includes(kind)) return { key: 'wrongKind', name: file.name };
    if (file.size > requirement.MaxBytes)
      return { key: 'tooLarge', name: file.name, max: requirement.MaxBytes };
  }
  return undefined;
}
