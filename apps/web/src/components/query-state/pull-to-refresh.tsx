import { IonRefresher, IonRefresherContent, type RefresherCustomEvent } from '@ionic/react';

/**
 * Pull-to-refresh for a page body: rendered as a direct child of the frame's IonContent (its `fixed` slot),
 * so place it before the PageBody. `onRefresh` must complete the event (refetchAll does).
 */
export function PullToRefresh({ onRefresh }: { onRefresh: (event: RefresherCustomEvent) => Promise<void> }) {
  return (
    <IonRefresher slot="fixed" onIonRefresh={(event) => void onRefresh(event)}>
      <IonRefresherContent />
    </IonRefresher>
  );
}
