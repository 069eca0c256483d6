import { logoFacebook, logoInstagram, logoLinkedin, logoYoutube } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { Icon } from '../components/icon/icon';
import { useAppConfiguration } from '../lib/app-configuration';
import './social-links.css';

const NETWORKS = [
  { key: 'facebook', icon: logoFacebook },
  { key: 'instagram', icon: logoInstagram },
  { key: 'linkedin', icon: logoLinkedin },
  { key: 'youtube', icon: logoYoutube },
] as const;

/**
 * The university's Facebook, Instagram, LinkedIn and YouTube pages (spec §1), from the runtime
 * configuration; they open outside the portal (a new tab, or the system browser in the native app).
 */
export function SocialLinks({ className }: { className?: string }) {
  const { t } = useTranslation();
  const social = useAppConfiguration().data?.Social;
  if (!social) return null;
  return (
    <ul className={`social-links ${className ?? ''}`} aria-label={t('social.label')}>
      {NETWORKS.map(({ key, icon }) => (
        <li key={key}>
          <a href={social[key]} target="_blank" rel="noopener noreferrer" aria-label={t(`social.${key}`)}>
            <Icon icon={icon} />
          </a>
        </li>
      ))}
    </ul>
  );
}
