import { IonButton } from '@ionic/react';
import { staff } from '@portal/contract/calls';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api, session } from '../lib/api';
import { useSession } from '../lib/use-session';
import { IMPERSONATE_PATH } from '../lib/page-paths';
import './acting-as-bar.css';

/** Shown on every page while staff act as a student, so it is never forgotten; Stop returns to staff. */
export function ActingAsBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { impersonation } = useSession();
  const [stopping, setStopping] = useState(false);
  if (!impersonation) return null;

  async function stop() {
    setStopping(true);
    const studentToken = session.current().token;
    // Back to the staff session first: a call still carrying the student token may meet its revocation
    // (a 401), and must not be taken for the end of the staff session.
    await session.endImpersonation();
    // Straight to the staff page: the student page under the bar is closed to the staff session.
    navigate(`/${IMPERSONATE_PATH}`, { replace: true });
    // The student token ends on the server; the staff session is back even if that call fails.
    if (studentToken) {
      await api
        .call(staff.stopImpersonation, {
          headers: { Authorization: `Bearer ${studentToken.access_token}` },
        })
        .catch(() => undefined);
    }
  }

  return (
    <div className="acting-as-bar" role="status">
      <span>
        {t('session.actingAs', { name: impersonation.StudentENName, code: impersonation.StudentCode })}
      </span>
      <IonButton size="small" color="light" disabled={stopping} onClick={() => void stop()}>
        {stopping ? t('session.stopping') : t('session.stop')}
      </IonButton>
    </div>
  );
}
