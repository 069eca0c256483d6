import { useTranslation } from 'react-i18next';
import { universityName, useAppConfiguration } from './app-configuration';
import { currentLanguage } from './i18n';

/** The university's name in the current language, or undefined until the configuration arrives. */
export function useUniversityName(): string | undefined {
  const { i18n } = useTranslation();
  const { data } = useAppConfiguration();
  return data ? universityName(data, currentLanguage(i18n)) : undefined;
}
