import { IonButton, IonSpinner } from '@ionic/react';
import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useOfficeFormat } from '../../../components/office/use-office-format';
import { errorMessage } from '../../../lib/error-message';
import { useApplication } from '../api/get-application';
import { INTERNATIONAL_OFFICE_NAMESPACE } from '../translations';
import { ApplicationDocuments } from './application-documents';
import { ApplicationFacts } from './application-facts';
import { ApplicationLog } from './application-log';
import { ApplicationMoves } from './application-moves';

/**
 * An application opened from the list, in a side panel (full screen on a phone): the student, their choices,
 * the documents to review, the office's moves and the log. Drawn at the document's root so the page's header
 * cannot cover its bar; Escape closes it; focus moves into it and back to the list's button.
 */
export function ApplicationPanel({ applicationId, onClose }: { applicationId: number; onClose: () => void }) {
  const { t } = useTranslation(['translation', INTERNATIONAL_OFFICE_NAMESPACE]);
  const format = useOfficeFormat();
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  const opened = useApplication(applicationId);
  const application = opened.data;

  useEffect(() => {
    const openedFrom = document.activeElement;
    panel.current?.focus();
    return () => {
      if (openedFrom instanceof HTMLElement) openedFrom.focus();
    };
  }, []);

  return createPortal(
    <aside
      ref={panel}
      className="office-panel"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <div className="office-panel__bar">
        <h2 id={titleId}>
          {application
            ? `${format.student(application)} · ${format.named(application.TitleEn, application.TitleAr)}`
            : t('app.loading')}
        </h2>
        <IonButton fill="clear" onClick={onClose}>
          {t('internationalOffice:detail.close')}
        </IonButton>
      </div>
      <div className="office-panel__body">
        {opened.isPending && <IonSpinner name="crescent" aria-label={t('app.loading')} />}
        {opened.isError && (
          <p className="office-problem" role="alert">
            {errorMessage(opened.error, t)}
          </p>
        )}
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
      </div>
    </aside>,
    document.body,
  );
}
