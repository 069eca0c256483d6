import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/skeleton';
import { currentLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/use-session';
import { useStudentData } from '../../student/api/get-student-data';

/**
 * "Welcome <StudentENName>" (spec §1), in Arabic with the Arabic name; staff are welcomed by their own
 * name. Until the name arrives the heading keeps its size, so nothing jumps.
 */
export function WelcomeHeader() {
  const { t, i18n } = useTranslation();
  const { profile } = useSession();
  const isStudent = profile?.Role === 'student';
  const student = useStudentData(isStudent).data;
  const arabic = currentLanguage(i18n) === 'ar';
  const name = isStudent
    ? student && (arabic ? student.StudentARName : student.StudentENName)
    : profile?.DisplayName;
  return (
    <header className="welcome">
      <h1 className="welcome__title">
        {name ? (
          t('home.welcome', { name })
        ) : (
          <Skeleton className="welcome__title-skeleton" label={t('app.loading')} />
        )}
      </h1>
      <p className="welcome__intro">{isStudent ? t('home.intro') : t('home.staffIntro')}</p>
    </header>
  );
}
