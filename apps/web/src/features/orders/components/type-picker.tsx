import type { OrderType } from '@portal/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDERS_NAMESPACE } from '../translations';
import { useOrdersFormat } from '../use-orders-format';

/** Every request type on offer: what it is, its fee, office and service time; those not open to the student greyed, with why. */
export function TypePicker({
  types,
  onPick,
  needs,
}: {
  types: readonly OrderType[];
  onPick: (type: OrderType) => void;
  /** What filing a type asks for, under its description (the `sso` page's cards). */
  needs?: (type: OrderType) => ReactNode;
}) {
  const { t } = useTranslation(ORDERS_NAMESPACE);
  const format = useOrdersFormat();
  return (
    <ul className="orders-types" aria-label={t('new.typesLabel')}>
      {types.map((type) => (
        <li key={type.OrderTypeId}>
          <button
            type="button"
            className={`orders-type${type.Eligible ? '' : ' orders-type--closed'}`}
            disabled={!type.Eligible}
            onClick={() => {
              onPick(type);
            }}
          >
            <span className="orders-type__name">{format.local(type.NameEn, type.NameAr)}</span>
            <span className="orders-type__description">
              {format.local(type.DescriptionEn, type.DescriptionAr)}
            </span>
            {needs?.(type)}
            <span className="orders-type__facts">
              {type.FeePiastres > 0 ? t('new.fee', { amount: format.fee(type.FeePiastres) }) : t('new.free')}
              {' · '}
              {t(`offices.${type.Office}`)}
              {' · '}
              {t('new.serviceDays', { count: type.ServiceDays })}
            </span>
            {type.NotEligibleReason && <span className="orders-type__reason">{type.NotEligibleReason}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}
