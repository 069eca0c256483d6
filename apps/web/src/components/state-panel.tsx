import { IonIcon } from '@ionic/react';
import type { ReactNode } from 'react';
import './state-panel.css';

interface StatePanelProps {
  icon: string;
  title: string;
  detail?: string;
  /** 'error' is announced at once (role="alert"); 'empty' politely (role="status"). */
  tone: 'error' | 'empty';
  /** A button that gets the reader out of this state (retry). */
  action?: ReactNode;
}

/** The empty and error states of a page or section: icon, one line, optional detail and action. */
export function StatePanel({ icon, title, detail, tone, action }: StatePanelProps) {
  return (
    <div className={`state-panel state-panel--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <IonIcon icon={icon} aria-hidden="true" className="state-panel__icon" />
      <p className="state-panel__title">{title}</p>
      {detail && <p className="state-panel__detail">{detail}</p>}
      {action}
    </div>
  );
}
