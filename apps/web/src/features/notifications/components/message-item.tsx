import { IonButton, IonIcon } from '@ionic/react';
import { arrowForward, chevronDown } from 'ionicons/icons';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClearedByBellAt } from '../api/clear-badge';
import type { StudentMessage } from '../api/get-student-messages';
import { useUniversityTime } from '../../../lib/university-instant';
import { messageTime } from '../message-time';
import { pageTitle } from '../page-title';

interface MessageItemProps {
  message: StudentMessage;
  open: boolean;
  onToggle: () => void;
}

/** The page a message points to, by its menu title when the app knows it. */
function useLinkLabel(link: string): string {
  const { t, i18n } = useTranslation();
  const title = pageTitle(link, t, i18n);
  return title ? t('notifications.openLink', { page: title }) : t('notifications.openRelatedPage');
}

function MessageLink({ link }: { link: string }) {
  const label = useLinkLabel(link);
  return (
    <IonButton
      className="message__link"
      size="small"
      fill="outline"
      routerLink={`/${link}`}
      routerDirection="root"
    >
      {label}
      <IonIcon slot="end" icon={arrowForward} aria-hidden="true" className="message__link-icon" />
    </IonButton>
  );
}

/**
 * One message: title, time and the start of its text; opening it shows everything and the page it points
 * to (and marks it read). Unread ones are marked by an edge, weight and a "New" label that screen readers hear too.
 */
export function MessageItem({ message, open, onToggle }: MessageItemProps) {
  const { t, i18n } = useTranslation();
  const formatInstant = useUniversityTime();
  const bodyId = useId();
  const clearedByBellAt = useClearedByBellAt();
  const [opened, setOpened] = useState(false);
  // Read by the bell's click, which cleared the badge, but not opened yet: still new on this page.
  const clearedUnseen = clearedByBellAt !== undefined && message.ReadAt === clearedByBellAt && !opened;
  const unread = !message.IsRead || clearedUnseen;
  return (
    <article className={`message${unread ? ' message--unread' : ''}${open ? ' message--open' : ''}`}>
      <button
        type="button"
        className="message__summary"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => {
          setOpened(true);
          onToggle();
        }}
      >
        {/* dir="auto": a message is written in one language, whatever the app's. */}
        <span className="message__heading">
          <span className="message__title" dir="auto">
            {message.Title}
          </span>
          {unread && <span className="message__new">{t('notifications.new')}</span>}
        </span>
        <time className="message__time" dateTime={message.CreatedAt}>
          {messageTime(message.CreatedAt, i18n.language, formatInstant)}
        </time>
        <IonIcon icon={chevronDown} aria-hidden="true" className="message__chevron" />
      </button>
      <div id={bodyId} className="message__body">
        <p dir="auto">{message.Body}</p>
        {open && message.Link && <MessageLink link={message.Link} />}
      </div>
    </article>
  );
}
