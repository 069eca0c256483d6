import { IonButton } from '@ionic/react';
import { useTranslation } from 'react-i18next';

interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** "21–40 of 317" with previous/next; shared by the staff lists. */
export function Pager({ page, pageSize, total, onPage }: PagerProps) {
  const { t } = useTranslation();
  if (total === 0) return null;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav className="staff-pager">
      <IonButton
        fill="outline"
        size="small"
        disabled={page <= 1}
        onClick={() => {
          onPage(page - 1);
        }}
      >
        {t('impersonate.previous')}
      </IonButton>
      <span>{t('impersonate.results', { from, to, total })}</span>
      <IonButton
        fill="outline"
        size="small"
        disabled={to >= total}
        onClick={() => {
          onPage(page + 1);
        }}
      >
        {t('impersonate.next')}
      </IonButton>
    </nav>
  );
}
