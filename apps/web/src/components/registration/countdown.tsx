import { useTranslation } from 'react-i18next';
import { REGISTRATION_SHARED_NAMESPACE } from './translations';
import './registration.css';
import { numberFormat } from '../../lib/intl-formats';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Days, hours, minutes and seconds left until `target` (ms) at `now` (ms); zeros once it has come. */
export function timeLeft(target: number, now: number) {
  const left = Math.max(0, target - now);
  return {
    days: Math.floor(left / DAY),
    hours: Math.floor((left % DAY) / HOUR),
    minutes: Math.floor((left % HOUR) / MINUTE),
    seconds: Math.floor((left % MINUTE) / SECOND),
  };
}

/**
 * A live countdown as four boxes. Screen readers get one sentence to the minute (role="timer" is not
 * announced on every tick, which would be unbearable).
 */
export function Countdown({ target, now }: { target: number; now: number }) {
  const { t, i18n } = useTranslation(['translation', REGISTRATION_SHARED_NAMESPACE]);
  const left = timeLeft(target, now);
  const number = numberFormat(i18n.language, { minimumIntegerDigits: 2 });
  const boxes = [
    { value: left.days, unit: t('registrationShared:countdown.daysUnit') },
    { value: left.hours, unit: t('registrationShared:countdown.hoursUnit') },
    { value: left.minutes, unit: t('registrationShared:countdown.minutesUnit') },
    { value: left.seconds, unit: t('registrationShared:countdown.secondsUnit') },
  ];
  const label = t('registrationShared:countdown.label', {
    days: t('registrationShared:countdown.days', { count: left.days }),
    hours: t('registrationShared:countdown.hours', { count: left.hours }),
    minutes: t('registrationShared:countdown.minutes', { count: left.minutes }),
  });
  return (
    <div className="countdown" role="timer" aria-label={label}>
      {boxes.map((box) => (
        <span key={box.unit} className="countdown__box" aria-hidden="true">
          <span className="countdown__value">{number.format(box.value)}</span>
          <span className="countdown__unit">{box.unit}</span>
        </span>
      ))}
    </div>
  );
}
