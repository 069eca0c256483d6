import { IonButton } from '@ionic/react';
import { ticketOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../components/office/office.css';
import { PageBody } from '../../components/page-body';
import { PullToRefresh } from '../../components/query-state/pull-to-refresh';
import { QueryState } from '../../components/query-state/query-state';
import { numberFormat } from '../../lib/intl-formats';
import { useDoorEvents } from './api/get-door-events';
import { canScanWithCamera } from './barcode-detector';
import { CameraScanner } from './components/camera-scanner';
import { CodeEntry } from './components/code-entry';
import { NativeCameraScanner } from './components/native-camera-scanner';
import { DoorCounts } from './components/door-counts';
import { DoorSetup } from './components/door-setup';
import { ScanResultPanel } from './components/scan-result';
import './door.css';
import { canScanNatively } from './native-scanner';
import { rememberedGate, rememberGate } from './scan-queue';
import { DOOR_NAMESPACE } from './translations';
import { useDoorScans } from './use-door-scans';

/**
 * The usher's door (staff roles `usher`, `events-office`): pick the event and name the gate, then scan each
 * ticket's QR with the camera (the phone's own scanner inside the iOS/Android app) or type its code. Each
 * scan is answered big and clear; without a network it waits on the phone and is sent when the network is back.
 */
export default function DoorPage() {
  const { t, i18n } = useTranslation(['translation', DOOR_NAMESPACE]);
  const events = useDoorEvents();
  const [chosen, setChosen] = useState<number>();
  const [gate, setGate] = useState(() => rememberedGate());
  const [problem, setProblem] = useState('');
  const { result, checking, scan, waiting, sync, syncRefusals } = useDoorScans();

  return (
    <>
      <PullToRefresh
        onRefresh={async (pull) => {
          await events.refetch();
          pull.detail.complete();
        }}
      />
      <PageBody>
        <h1 className="office-title">{t('pages.door')}</h1>
        <p>{t('door:intro')}</p>
        <QueryState
          query={events}
          errorTitle={t('door:errorTitle')}
          empty={{
            when: (list) => list.length === 0,
            icon: ticketOutline,
            title: t('door:empty'),
            detail: t('door:emptyDetail'),
          }}
        >
          {(list) => {
            const eventId = chosen ?? list[0]?.EventId ?? 0;
            const check = (code: string) => {
              if (checking) return;
              if (gate.trim() === '') {
                setProblem(t('door:setup.gateNeeded'));
                return;
              }
              setProblem('');
              void scan(eventId, gate, code);
            };
            return (
              <>
                <DoorSetup
                  events={list}
                  eventId={eventId}
                  gate={gate}
                  onEvent={setChosen}
                  onGate={(typed) => {
                    setGate(typed);
                    setProblem('');
                    rememberGate(typed.trim());
                  }}
                />
                {canScanNatively() ? (
                  <NativeCameraScanner onCode={check} disabled={checking} />
                ) : (
                  canScanWithCamera() && <CameraScanner onCode={check} disabled={checking} />
                )}
                <CodeEntry onCode={check} disabled={checking} />
                {problem && (
                  <p className="office-problem" role="alert">
                    {problem}
                  </p>
                )}
                <ScanResultPanel result={result} />
                <p className="office-notice">
                  {t('door:queue.waiting', {
                    count: waiting,
                    shown: numberFormat(i18n.language).format(waiting),
                  })}
                  {waiting > 0 && (
                    <IonButton size="small" fill="clear" onClick={() => void sync()}>
                      {t('door:queue.syncNow')}
                    </IonButton>
                  )}
                </p>
                {syncRefusals.length > 0 && (
                  <section aria-label={t('door:queue.refusedTitle')}>
                    <h2>{t('door:queue.refusedTitle')}</h2>
                    <ul>
                      {syncRefusals.map((message, at) => (
                        <li key={at}>{message}</li>
                      ))}
                    </ul>
                  </section>
                )}
                <DoorCounts eventId={eventId} />
              </>
            );
          }}
        </QueryState>
      </PageBody>
    </>
  );
}
