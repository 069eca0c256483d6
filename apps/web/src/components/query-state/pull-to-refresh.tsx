import { lazy, Suspense, type ComponentType } from 'react';
import type { PullToRefreshProps } from './refresher';

// Nobody pulls in a page's first moment: Ionic's refresher is fetched after the page, not with start-up code.
// Where it cannot be fetched (offline before it ever was) the page goes without it.
const Refresher = lazy((): Promise<{ default: ComponentType<PullToRefreshProps> }> =>
  import('./refresher').then(
    (module) => ({ default: module.Refresher }),
    () => ({ default: () => null }),
  ),
);

/**
 * Pull-to-refresh for a page body: rendered as a direct child of the frame's IonContent (its `fixed` slot),
 * so place it before the PageBody.
 */
export function PullToRefresh(props: PullToRefreshProps) {
  return (
    <Suspense fallback={null}>
      <Refresher {...props} />
    </Suspense>
  );
}
