import { IonButton } from '@ionic/react';
import { useTranslation } from 'react-i18next';
import './pager.css';

interface PagerProps {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** "21–40 of 317" with previous and next, under a paged list (staff, finance, the registrar's records). */
export function Pager({ page, pageSize, total, onPage }: PagerProps) {
  const { t } = useTranslation();
  if (total === 0) return null;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav className="pager">
      <IonButton
        fill="outline"
        size="small"
        disabled={page <= 1}
        onClick={() => {
          onPage(page - 1);
        }}
      >
        {t('pager.previous')}
      </IonButton>
      <span>{t('pager.results', { from, to, total })}</span>
      <IonButton
        fill="outline"
        size="small"
        disabled={to >= total}
        onClick={() => {
          onPage(page + 1);
        }}
      >
        {t('pager.next')}
      </IonButton>
    </nav>
  );
}
