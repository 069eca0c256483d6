import { IonRefresher, IonRefresherContent, type RefresherCustomEvent } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { PageBody } from '../../components/page-body';
import { appConfigurationQueryOptions } from '../../lib/app-configuration';
import { facultiesQueryOptions } from './api/get-faculties';
import { FacultyList } from './components/faculty-list';
import { WelcomeHeader } from './components/welcome-header';
import './home-page.css';

/** Home: the welcome line and the university's faculties with their programs. */
export default function HomePage() {
  const queryClient = useQueryClient();

  async function refresh(event: RefresherCustomEvent) {
    try {
      await Promise.all([
        queryClient.refetchQueries({ queryKey: facultiesQueryOptions().queryKey }),
        queryClient.refetchQueries({ queryKey: appConfigurationQueryOptions().queryKey }),
      ]);
    } finally {
      event.detail.complete();
    }
  }

  return (
    <>
      <IonRefresher slot="fixed" onIonRefresh={(event) => void refresh(event)}>
        <IonRefresherContent />
      </IonRefresher>
      <PageBody>
        <WelcomeHeader />
        <FacultyList />
      </PageBody>
    </>
  );
}
