import { Skeleton } from '../components/skeleton';
import { useTranslation } from 'react-i18next';

/** Placeholder while a page body's code loads: the same rhythm as a content page, announced as busy. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" aria-label={t('app.loading')}>
      <Skeleton style={{ width: '60%', height: '28px', marginBottom: '12px' }} />
      <Skeleton style={{ width: '85%', height: '16px' }} />
      <Skeleton style={{ width: '70%', height: '16px', marginBottom: '24px' }} />
      <Skeleton style={{ width: '100%', height: '120px' }} />
    </div>
  );
}
