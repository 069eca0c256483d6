import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n';

/** A program's name in the language on screen. */
export function useMajorName() {
  const { i18n } = useTranslation();
  const arabic = currentLanguage(i18n) === 'ar';
  return (program: { NameEn: string; NameAr: string }) => (arabic ? program.NameAr : program.NameEn);
}
