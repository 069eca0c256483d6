import type { ReactNode } from 'react';
import type { Language } from '../../../lib/i18n';
import { renderPage } from '../../../lib/page-render-testing';

export { findIonButton } from '../../../lib/page-render-testing';
export { ok, refusal, stubPortal, type SentCall } from '../../../lib/portal-stub-testing';

/** Renders the international office's page (or a piece of it) as the app does, at its route. */
export const renderOffice = (ui: ReactNode, { language }: { language?: Language } = {}) =>
  renderPage(ui, { at: '/international-office', language });
