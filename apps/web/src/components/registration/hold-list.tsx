import type { RegistrationHold } from '@portal/contract';
import { alertCircleOutline, chevronForward } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { Icon } from '../icon/icon';
import { usePageLinkable } from '../../lib/page-access';
import { pageTitleKey } from '../../lib/page-definition';
import { HOME_PATH } from '../../lib/page-paths';
import { REGISTRATION_SHARED_NAMESPACE } from './translations';
import './registration.css';
import { PageLink } from '../page-link';

/** The page where a hold is fixed, when this build has it and the student's menu allows it. */
function useFixLink(hold: RegistrationHold) {
  const { i18n } = useTranslation();
  const linkable = usePageLinkable(hold.FixPage ?? HOME_PATH);
  const titleKey = hold.FixPage === null ? undefined : pageTitleKey(hold.FixPage, i18n);
  if (hold.FixPage === null || !linkable || !titleKey) return undefined;
  return { path: hold.FixPage, titleKey };
}

function HoldRow({ hold }: { hold: RegistrationHold }) {
  const { t } = useTranslation(['translation', REGISTRATION_SHARED_NAMESPACE]);
  const fix = useFixLink(hold);
  return (
    <li className="hold-row">
      <Icon icon={alertCircleOutline} className="hold-row__icon" />
      <div className="hold-row__text">
        <p className="hold-row__what">{t(`registrationShared:holds.${hold.Code}`)}</p>
        {hold.Detail && <p className="hold-row__detail">{hold.Detail}</p>}
        {fix && (
          <PageLink path={fix.path} className="hold-row__fix">
            {t('registrationShared:holds.fixAt', { page: t(fix.titleKey) })}
            <Icon icon={chevronForward} className="hold-row__fix-icon" flipRtl />
          </PageLink>
        )}
      </div>
    </li>
  );
}

/** Every hold that would stop registration, each with what to do and, where one exists, where to do it. */
export function HoldList({ holds }: { holds: readonly RegistrationHold[] }) {
  const { t } = useTranslation(['translation', REGISTRATION_SHARED_NAMESPACE]);
  if (holds.length === 0) return null;
  return (
    <section className="holds" aria-label={t('registrationShared:holds.title')}>
      <h3 className="holds__title">{t('registrationShared:holds.title')}</h3>
      <ul className="holds__list">
        {holds.map((hold) => (
          <HoldRow key={`${hold.Code}-${hold.Since ?? ''}`} hold={hold} />
        ))}
      </ul>
    </section>
  );
}
