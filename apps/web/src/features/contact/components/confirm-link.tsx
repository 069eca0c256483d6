import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { errorMessage } from '../../../lib/error-message';
import { useConfirmPersonalEmail } from '../api/confirm-personal-email';
import { CONTACT_NAMESPACE } from '../translations';

/**
 * The page opened from the emailed link (`#/contact?confirm=<token>`): confirms once as the signed-in
 * student, then drops the token from the address so a reload or a shared screen does not carry it.
 */
export function ConfirmLink() {
  const { t } = useTranslation(['translation', CONTACT_NAMESPACE]);
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const confirm = useConfirmPersonalEmail();
  const sent = useRef(false);
  const token = new URLSearchParams(search).get('confirm');

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirm.mutate({ Token: token });
    navigate(pathname, { replace: true });
  }, [token, confirm, navigate, pathname]);

  if (confirm.isIdle) return null;
  if (confirm.isPending)
    return (
      <p role="status" className="contact-banner">
        {t('contact:email.confirming')}
      </p>
    );
  if (confirm.isError)
    return (
      <div role="alert" className="contact-banner contact-banner--refused">
        <strong>{t('contact:email.confirmFailed')}</strong>
        <p>{errorMessage(confirm.error, t)}</p>
      </div>
    );
  return (
    <p role="status" className="contact-banner contact-banner--done">
      {t('contact:email.confirmed', { email: confirm.data.PersonalEmail ?? '' })}
    </p>
  );
}
