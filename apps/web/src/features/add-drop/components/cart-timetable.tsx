import type { AddDropCart } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { WeekTimetable } from '../../../components/week-timetable/week-timetable';
import { useSectionWords } from '../section-words';
import { ADD_DROP_NAMESPACE } from '../translations';
import '../add-drop.css';
import './cart-timetable.css';

/**
 * The week the student would have after the cart (held now − drops + adds), new sections marked and
 * clashes shown side by side; with an empty cart, the week as it is.
 */
export function CartTimetable({ cart, weekStartsOn }: { cart: AddDropCart; weekStartsOn: number }) {
  const { t } = useTranslation(['translation', ADD_DROP_NAMESPACE]);
  const words = useSectionWords();
  const added = new Set(
    cart.Changes.filter((change) => change.Kind === 'add').map((change) => change.Section.SectionId),
  );
  const title = cart.Changes.length === 0 ? t('addDrop:cart.timetableNow') : t('addDrop:cart.timetable');
  return (
    <>
      <h2 id="add-drop-timetable">{title}</h2>
      {cart.ResultingTimetable.length === 0 ? (
        <p className="cart-timetable-empty">{t('addDrop:cart.timetableEmpty')}</p>
      ) : (
        <WeekTimetable
          items={cart.ResultingTimetable.map((section) =>
            words.timetableItem(section, added.has(section.SectionId)),
          )}
          weekStartsOn={weekStartsOn}
          label={title}
        />
      )}
    </>
  );
}
