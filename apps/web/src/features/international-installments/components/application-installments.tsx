import type { PaymentInvoice, ProgramPage } from '@portal/contract';
import { calendarOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state/query-state';
import { useInstallmentPlans } from '../api/get-installment-plans';
import { INSTALLMENTS_NAMESPACE } from '../translations';
import { ChosenPlan } from './chosen-plan';
import { FeeFigures } from './fee-figures';
import { PlanOffers } from './plan-offers';

interface ApplicationInstallmentsProps {
  program: ProgramPage;
  applicationId: number;
  onInvoice: (invoice: PaymentInvoice) => void;
}

/** The payable application's fee: the plans to choose from until one is chosen, then its installments. */
export function ApplicationInstallments({ program, applicationId, onInvoice }: ApplicationInstallmentsProps) {
  const { t } = useTranslation(['translation', INSTALLMENTS_NAMESPACE]);
  const plans = useInstallmentPlans(program, applicationId);
  return (
    <QueryState
      query={plans}
      errorTitle={t('internationalInstallments:errorTitle')}
      empty={{
        when: (answer) => answer.ChosenPlanCode === null && answer.Plans.length === 0,
        icon: calendarOutline,
        title: t('internationalInstallments:plans.none'),
        detail: t('internationalInstallments:plans.noneDetail'),
      }}
    >
      {(answer) => (
        <>
          <FeeFigures answer={answer} />
          {answer.ChosenPlanCode === null ? (
            <PlanOffers program={program} answer={answer} onInvoice={onInvoice} />
          ) : (
            <ChosenPlan
              program={program}
              answer={answer}
              planCode={answer.ChosenPlanCode}
              onInvoice={onInvoice}
            />
          )}
        </>
      )}
    </QueryState>
  );
}
