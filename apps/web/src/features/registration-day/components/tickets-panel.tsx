import { IonButton } from '@ionic/react';
import type { TicketWindow } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueriesPending } from '../../../components/query-state/query-state';
import { useTicketWindows } from '../api/get-ticket-windows';
import { REGISTRATION_NAMESPACE } from '../translations';
import { BlockTable } from './block-table';
import { TicketForm } from './ticket-form';
import { numberFormat } from '../../../lib/intl-formats';
import { useUniversityTime } from '../../../lib/university-instant';

function WindowCard({ window, onDraw }: { window: TicketWindow; onDraw: () => void }) {
  const { t, i18n } = useTranslation(['translation', REGISTRATION_NAMESPACE]);
  const formatInstant = useUniversityTime();
  const number = numberFormat(i18n.language);
  const generation = window.Generation;
  return (
    <article className="ticket-window" aria-labelledby={`ticket-window-${String(window.WindowId)}`}>
      <h2 id={`ticket-window-${String(window.WindowId)}`} className="ticket-window__title">
        {t(`home.windows.${window.Kind}`)}
      </h2>
      <p className="live-section__note">
        {formatInstant(window.OpensAt, 'dateTime')} – {formatInstant(window.ClosesAt, 'dateTime')}
      </p>
      {generation ? (
        <p>
          {t('registration:tickets.summary', {
            students: number.format(generation.Students),
            blocks: number.format(window.Blocks.length),
            method: t(`registration:tickets.methods.${generation.Method}`),
            seed: generation.Seed,
          })}
          <br />
          <span className="live-section__note">
            {t('registration:tickets.drawnBy', {
              who: generation.GeneratedBy,
              when: formatInstant(generation.GeneratedAt, 'dateTime'),
            })}
          </span>
        </p>
      ) : (
        <p className="live-section__note">{t('registration:tickets.none')}</p>
      )}
      <IonButton fill="outline" onClick={onDraw}>
        {generation ? t('registration:tickets.redraw') : t('registration:tickets.draw')}
      </IonButton>
      {window.Blocks.length > 0 && <BlockTable blocks={window.Blocks} />}
    </article>
  );
}

/** Each registration window's draw and blocks, and the form for a new draw. */
export function TicketsPanel() {
  const { t } = useTranslation(['translation', REGISTRATION_NAMESPACE]);
  const windows = useTicketWindows();
  const [drawing, setDrawing] = useState<TicketWindow | undefined>(undefined);
  if (!windows.isSuccess) {
    return <QueriesPending queries={[windows]} errorTitle={t('registration:staff.errorTitle')} />;
  }
  if (windows.data.Windows.length === 0) {
    return <p className="live-section__note">{t('registration:tickets.noWindows')}</p>;
  }
  return (
    <div className="tickets-panel">
      {drawing && (
        <TicketForm
          window={drawing}
          onDone={() => {
            setDrawing(undefined);
          }}
        />
      )}
      {windows.data.Windows.map((window) => (
        <WindowCard
          key={window.WindowId}
          window={window}
          onDraw={() => {
            setDrawing(window);
          }}
        />
      ))}
    </div>
  );
}
