import type { trainingOffice, ResponseOf } from '@portal/contract/calls';
import { useTranslation } from 'react-i18next';
import { useOfficeFormat } from '../../components/office/use-office-format';
import { dateTimeFormat } from '../../lib/intl-formats';

export type Catalogue = ResponseOf<typeof trainingOffice.getCycles>;

const DAY = { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' } as const;

/**
 * A program's or level's name from the cycles' catalogue in the reader's language (blank when unknown), and a
 * calendar day (a training period's bounds), which has no clock and so reads as the day it names everywhere.
 */
export function useCatalogueNames(catalogue: Catalogue) {
  const { i18n } = useTranslation();
  const format = useOfficeFormat();
  const named = (row: { NameEn: string; NameAr: string } | undefined) =>
    row ? format.named(row.NameEn, row.NameAr) : '';
  return {
    program: (id: number) => named(catalogue.Programs.find((one) => one.ProgramId === id)),
    level: (id: number) => named(catalogue.Levels.find((one) => one.LevelId === id)),
    day: (date: string) => dateTimeFormat(i18n.language, DAY).format(Date.parse(`${date}T00:00:00Z`)),
  };
}
