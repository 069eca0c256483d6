import { IonButton, IonSpinner } from '@ionic/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';

/**
 * A back-office record opened from a list, in a side panel (full screen on a phone), while it loads, fails
 * or shows its children. Drawn at the document's root: inside the page, Ionic's content sits under the
 * page's header, which then covered the panel's own bar. Escape closes it; focus moves into it and back to
 * the list's button. The title reads "loading" until the record has one.
 */
export function OfficePanel({
  title,
  closeLabel,
  onClose,
  opened,
  children,
}: {
  title: string | undefined;
  closeLabel: string;
  onClose: () => void;
  opened: { isPending: boolean; isError: boolean; error: unknown };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    const openedFrom = document.activeElement;
    panel.current?.focus();
    return () => {
      if (openedFrom instanceof HTMLElement) openedFrom.focus();
    };
  }, []);

  return createPortal(
    <aside
      ref={panel}
      className="office-panel"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <div className="office-panel__bar">
        <h2 id={titleId}>{title ?? t('app.loading')}</h2>
        <IonButton fill="clear" onClick={onClose}>
          {closeLabel}
        </IonButton>
      </div>
      <div className="office-panel__body">
        {opened.isPending && <IonSpinner name="crescent" aria-label={t('app.loading')} />}
        {opened.isError && (
          <p className="office-problem" role="alert">
            {errorMessage(opened.error, t)}
          </p>
        )}
        {children}
      </div>
    </aside>,
    document.body,
  );
}
