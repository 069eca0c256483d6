import { walletOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { PageLink } from '../../../components/page-link';
import { StatePanel } from '../../../components/state-panel';
import type { InstallmentProgram } from '../api/keys';
import { INSTALLMENTS_NAMESPACE } from '../translations';

/** No application of the program is payable yet: what to do first, and where to do it. */
export function NoPayableApplication({ program }: { program: InstallmentProgram }) {
  const { t } = useTranslation(['translation', INSTALLMENTS_NAMESPACE]);
  const name = t(`internationalInstallments:programs.${program}`);
  return (
    <StatePanel
      tone="empty"
      icon={walletOutline}
      title={t('internationalInstallments:none.title')}
      detail={t('internationalInstallments:none.detail', { program: name })}
      action={
        <PageLink path={program} className="installments-link">
          {t('internationalInstallments:none.link', { program: name })}
        </PageLink>
      }
    />
  );
}
