import { IonButton, IonIcon, IonSkeletonText } from '@ionic/react';
import { alertCircleOutline, libraryOutline, refreshOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { StatePanel } from '../../../components/state-panel';
import { errorMessage } from '../../../lib/error-message';
import { currentLanguage } from '../../../lib/i18n';
import { useFaculties } from '../api/get-faculties';
import { localizedFaculties } from '../localized-faculties';
import { FacultyCard } from './faculty-card';

/** Enough placeholder cards to fill a phone screen; each one is several Ionic elements to create. */
const SKELETON_CARDS = 2;

function FacultyListSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="faculty-grid" role="status" aria-busy="true" aria-label={t('home.loadingFaculties')}>
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <div key={index} className="faculty-card" aria-hidden="true">
          <IonSkeletonText animated style={{ width: '70%', height: '20px' }} />
          <IonSkeletonText animated style={{ width: '30%', height: '14px', marginBottom: '16px' }} />
          <IonSkeletonText animated style={{ width: '85%', height: '14px' }} />
        </div>
      ))}
    </div>
  );
}

/** "Faculties and programs": loading, error (with retry), empty and filled states. */
export function FacultyList() {
  const { t, i18n } = useTranslation();
  const faculties = useFaculties();

  let body;
  if (faculties.isPending) {
    body = <FacultyListSkeleton />;
  } else if (faculties.isError) {
    body = (
      <StatePanel
        tone="error"
        icon={alertCircleOutline}
        title={t('home.errorTitle')}
        detail={errorMessage(faculties.error, t)}
        action={
          <IonButton fill="outline" onClick={() => void faculties.refetch()} disabled={faculties.isFetching}>
            <IonIcon slot="start" icon={refreshOutline} aria-hidden="true" />
            {t('errors.retry')}
          </IonButton>
        }
      />
    );
  } else if (faculties.data.length === 0) {
    body = <StatePanel tone="empty" icon={libraryOutline} title={t('home.empty')} />;
  } else {
    body = (
      <div className="faculty-grid">
        {localizedFaculties(faculties.data, currentLanguage(i18n)).map((faculty) => (
          <FacultyCard key={faculty.id} faculty={faculty} />
        ))}
      </div>
    );
  }

  return (
    <section className="faculties" aria-labelledby="faculties-title">
      <h2 className="section-title" id="faculties-title">
        {t('home.facultiesTitle')}
      </h2>
      {body}
    </section>
  );
}
