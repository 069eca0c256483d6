import { IonSkeletonText } from '@ionic/react';
import { useTranslation } from 'react-i18next';

/** Placeholder while a page body's code loads: the same rhythm as a content page, announced as busy. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" aria-label={t('app.loading')}>
      <IonSkeletonText animated style={{ width: '60%', height: '28px', marginBottom: '12px' }} />
      <IonSkeletonText animated style={{ width: '85%', height: '16px' }} />
      <IonSkeletonText animated style={{ width: '70%', height: '16px', marginBottom: '24px' }} />
      <IonSkeletonText animated style={{ width: '100%', height: '120px' }} />
    </div>
  );
}
