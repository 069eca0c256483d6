import { schoolOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { useStudentData } from '../../student/api/get-student-data';
import { DashboardTile } from './dashboard-tile';

/** Who the portal thinks the student is: code, program, faculty, level and standing. */
export function ProfileTile() {
  const { t, i18n } = useTranslation();
  const student = useStudentData().data;
  if (!student) return null;
  const arabic = currentLanguage(i18n) === 'ar';
  return (
    <DashboardTile icon={schoolOutline} title={t('home.profileTitle')}>
      <dl className="profile-facts">
        <dt>{t('home.code')}</dt>
        <dd>{student.StudentCode}</dd>
        <dt>{t('home.program')}</dt>
        <dd>{arabic ? student.ProgramARName : student.ProgramENName}</dd>
        <dt>{t('home.faculty')}</dt>
        <dd>{arabic ? student.FacultyARName : student.FacultyENName}</dd>
        <dt>{t('home.level')}</dt>
        <dd>{t('home.levelValue', { level: student.Level })}</dd>
        <dt>{t('home.standing')}</dt>
        <dd>{t(`home.standings.${student.Standing}`)}</dd>
      </dl>
    </DashboardTile>
  );
}
