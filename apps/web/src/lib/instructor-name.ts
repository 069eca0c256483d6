import { useTranslation } from 'react-i18next';
import { currentLanguage } from './i18n';

/** Academic titles as the catalogue spells them, and their keys: 'Dr.' is 'د.' in Arabic. */
const TITLES: Record<string, 'dr' | 'prof' | 'eng' | 'ta'> = {
  'Dr.': 'dr',
  'Prof.': 'prof',
  'Eng.': 'eng',
  TA: 'ta',
};

interface Instructor {
  Title: string;
  NameEn: string;
  NameAr: string;
}

/**
 * An instructor as the reader says it: the title in their language and the name in its script
 * ("Dr. Mona Adel", "د. منى عادل"). A title the catalogue does not know is shown as stored.
 */
export function useInstructorName(): (instructor: Instructor) => string {
  const { t, i18n } = useTranslation();
  const arabic = currentLanguage(i18n) === 'ar';
  return (instructor) => {
    const key = TITLES[instructor.Title];
    const title = key ? t(`instructorTitle.${key}`) : instructor.Title;
    return `${title} ${arabic ? instructor.NameAr : instructor.NameEn}`;
  };
}
