import { numberFormat } from '../../lib/intl-formats';

/** A file's size in the reader's language: '820 KB', '2.4 MB'. */
export function formatBytes(bytes: number, language: string): string {
  const [value, unit] =
    bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'megabyte'] : [bytes / 1024, 'kilobyte'];
  return numberFormat(language, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}
