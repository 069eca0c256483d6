import { useTranslation } from 'react-i18next';

/** The university's bilingual names (lines, stops, terms) in the reader's language. */
export function useNamed() {
  const { i18n } = useTranslation();
  return (row: { NameEn: string; NameAr: string }) => (i18n.language === 'ar' ? row.NameAr : row.NameEn);
}
