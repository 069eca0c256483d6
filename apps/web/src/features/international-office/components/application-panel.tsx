import { useTranslation } from 'react-i18next';
import { OfficePanel } from '../../../components/office/office-panel';
import { useOfficeFormat } from '../../../components/office/use-office-format';
import { useApplication } from '../api/get-application';
import { INTERNATIONAL_OFFICE_NAMESPACE } from '../translations';
import { ApplicationDocuments } from './application-documents';
import { ApplicationFacts } from './application-facts';
import { ApplicationLog } from './application-log';
import { ApplicationMoves } from './application-moves';

/** An application opened from the list: the student, their choices, the office's moves, the documents and the log. */
export function ApplicationPanel({ applicationId, onClose }: { applicationId: number; onClose: () => void }) {
  const { t } = useTranslation(['translation', INTERNATIONAL_OFFICE_NAMESPACE]);
  const format = useOfficeFormat();
  const opened = useApplication(applicationId);
  const application = opened.data;

  return (
    <OfficePanel
      title={
        application &&
        `${format.student(application)} · ${format.named(application.TitleEn, application.TitleAr)}`
      }
      closeLabel={t('internationalOffice:detail.close')}
      onClose={onClose}
      opened={opened}
    >
      {application && (
        <>
          <ApplicationFacts application={application} />
          <ApplicationMoves application={application} />
          <h3>{t('internationalOffice:detail.documents')}</h3>
          <ApplicationDocuments application={application} />
          <h3>{t('internationalOffice:detail.log')}</h3>
          <ApplicationLog log={application.Log} />
        </>
      )}
    </OfficePanel>
  );
}
