import type { LiveWindowView } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { QueriesPending } from '../../../components/query-state/query-state';
import { useLiveWindow } from '../api/get-live-window';
import { REGISTRATION_NAMESPACE } from '../translations';
import { AdmissionModeSwitch } from './admission-mode-switch';
import { CourseSeatsTable } from './course-seats-table';
import { TrafficTable } from './traffic-table';
import { numberFormat } from '../../../lib/intl-formats';
import { useUniversityTime } from '../../../lib/university-instant';
import '../registration-day.css';
import './live-panel.css';

function Figure({ label, value, tone }: { label: string; value: string; tone?: 'alert' }) {
  return (
    <div className={`live-figure${tone ? ` live-figure--${tone}` : ''}`}>
      <dt className="live-figure__label">{label}</dt>
      <dd className="live-figure__value">{value}</dd>
    </div>
  );
}

function DoorFigures({ live }: { live: LiveWindowView }) {
  const { t, i18n } = useTranslation(['translation', REGISTRATION_NAMESPACE]);
  const number = numberFormat(i18n.language);
  const wait = live.LongestWaitSeconds;
  return (
    <section aria-labelledby="live-door-title">
      <h2 id="live-door-title" className="live-section__title">
        {t('registration:live.door')}
      </h2>
      <dl className="live-figures">
        <Figure label={t('registration:live.admitted')} value={number.format(live.AdmittedSessions)} />
        <Figure
          label={t('registration:live.queued')}
          value={number.format(live.QueueLength)}
          tone={live.QueueLength > 0 ? 'alert' : undefined}
        />
        <Figure
          label={t('registration:live.longestWait')}
          value={
            wait === null
              ? '—'
              : t('registration:live.minutesSeconds', {
                  minutes: Math.floor(wait / 60),
                  seconds: String(wait % 60).padStart(2, '0'),
                })
          }
        />
        <Figure
          label={t('registration:live.admissionsPerMinute')}
          value={number.format(live.AdmissionsPerMinute)}
        />
      </dl>
    </section>
  );
}

function Signals({ live }: { live: LiveWindowView }) {
  const { t, i18n } = useTranslation(['translation', REGISTRATION_NAMESPACE]);
  const ms = numberFormat(i18n.language, { maximumFractionDigits: 1 });
  const signals = live.Signals;
  return (
    <section aria-labelledby="live-signals-title">
      <h2 id="live-signals-title" className="live-section__title">
        {t('registration:live.signals')}
      </h2>
      <p className={`live-signals__state live-signals__state--${signals.Overloaded ? 'over' : 'ok'}`}>
        {signals.Overloaded ? t('registration:live.overloaded') : t('registration:live.healthy')}
      </p>
      <dl className="live-figures">
        <Figure
          label={t('registration:live.eventLoop')}
          value={t('registration:live.ofThreshold', {
            value: ms.format(signals.EventLoopDelayMs),
            threshold: ms.format(signals.EventLoopDelayThresholdMs),
          })}
        />
        <Figure
          label={t('registration:live.connectionWait')}
          value={t('registration:live.ofThreshold', {
            value: ms.format(signals.ConnectionWaitMs),
            threshold: ms.format(signals.ConnectionWaitThresholdMs),
          })}
        />
        <Figure label={t('registration:live.admitsPerSecond')} value={ms.format(signals.AdmitsPerSecond)} />
      </dl>
      <p className="live-section__note">{t('registration:live.signalsNote')}</p>
    </section>
  );
}

function Windows({ live }: { live: LiveWindowView }) {
  const { t, i18n } = useTranslation(['translation', REGISTRATION_NAMESPACE]);
  const number = numberFormat(i18n.language);
  const formatInstant = useUniversityTime();
  return (
    <section aria-labelledby="live-windows-title">
      <h2 id="live-windows-title" className="live-section__title">
        {t('registration:live.windows')}
      </h2>
      {live.Windows.length === 0 ? (
        <p className="live-section__note">{t('registration:live.noWindows')}</p>
      ) : (
        <ul className="live-windows">
          {live.Windows.map((window) => (
            <li key={window.Kind} className="live-window">
              <p className="live-window__name">
                {t(`home.windows.${window.Kind}`)} ·{' '}
                {window.Open ? t('registration:live.open') : t('registration:live.closed')}
              </p>
              {window.Blocks === 0 ? (
                <p className="live-section__note">{t('registration:live.noTickets')}</p>
              ) : (
                <p>
                  {t('registration:live.blocksOpened', {
                    opened: number.format(window.BlocksOpened),
                    blocks: number.format(window.Blocks),
                    released: number.format(window.StudentsReleased),
                    students: number.format(window.StudentsWithTickets),
                  })}
                  {window.NextBlockAt &&
                    ` · ${t('registration:live.nextBlock', { when: formatInstant(window.NextBlockAt, 'dateTime') })}`}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The live view: the door, this instance's load, how far the ticket blocks have opened, seats and
 * waitlists by course, the traffic.
 */
export function LivePanel() {
  const { t } = useTranslation(['translation', REGISTRATION_NAMESPACE]);
  const formatInstant = useUniversityTime();
  const live = useLiveWindow();
  if (!live.isSuccess) {
    return <QueriesPending queries={[live]} errorTitle={t('registration:staff.errorTitle')} />;
  }
  return (
    <div className="live-panel">
      <p className="live-section__note">
        {t('registration:live.updated', { time: formatInstant(live.data.Now, 'timeSeconds') })}
      </p>
      <AdmissionModeSwitch mode={live.data.Mode} />
      <DoorFigures live={live.data} />
      <Signals live={live.data} />
      <Windows live={live.data} />
      <CourseSeatsTable courses={live.data.Courses} total={live.data.CoursesTotal} />
      <TrafficTable minutes={live.data.Traffic} />
    </div>
  );
}
