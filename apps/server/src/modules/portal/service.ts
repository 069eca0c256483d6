import type { AppConfiguration } from '@portal/contract';
import { publicUrl, type Config } from '../../config.js';
import { embeddedIssuer } from '../identity-provider/service.js';

export function deploymentFacts(config: Config, version: string): AppConfiguration {
  return {
    UniversityNameEn: config.UNIVERSITY_NAME_EN,
    UniversityNameAr: config.UNIVERSITY_NAME_AR,
    TimeZone: config.UNIVERSITY_TIME_ZONE,
    WeekStartsOn: config.UNIVERSITY_WEEK_STARTS_ON,
    Version: version,
    Beta: config.BETA,
    CurrentVersionUrl: config.CURRENT_VERSION_URL ?? null,
    Hosts: {
      portal: '',
      advising: config.HOST_ADVISING_URL,
      international: config.HOST_INTERNATIONAL_URL,
      party: config.HOST_PARTY_URL,
      orders: config.HOST_ORDERS_URL,
      notify: config.HOST_NOTIFY_URL,
      billing: config.HOST_BILLING_URL,
    },
    PortalUrl: publicUrl(config),
    Identity: {
      Issuer: config.OIDC_ISSUER ?? embeddedIssuer(config),
      ClientId: config.OIDC_CLIENT_ID,
      Scope: 'openid email profile',
    },
    Social: {
      facebook: config.SOCIAL_FACEBOOK_URL,
      instagram: config.SOCIAL_INSTAGRAM_URL,
      linkedin: config.SOCIAL_LINKEDIN_URL,
      youtube: config.SOCIAL_YOUTUBE_URL,
    },
  };
}
