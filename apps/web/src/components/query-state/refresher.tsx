import { IonRefresher, IonRefresherContent, type RefresherCustomEvent } from '@ionic/react';

export interface PullToRefreshProps {
  /** Must complete the event (refetchAll does). */
  onRefresh: (event: RefresherCustomEvent) => Promise<void>;
}

/** Ionic's refresher in the frame's `fixed` slot; loaded by pull-to-refresh.tsx after the page. */
export function Refresher({ onRefresh }: PullToRefreshProps) {
  return (
    <IonRefresher slot="fixed" onIonRefresh={(event) => void onRefresh(event)}>
      <IonRefresherContent />
    </IonRefresher>
  );
}
