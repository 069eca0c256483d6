import type { CapacitorConfig } from '@capacitor/cli';

/**
 * The iOS/Android app (Capacitor 7): the same build as the web app, served from the app bundle. After
 * `npm run build`: `npx cap add android` (or ios) once, then `npx cap sync` copies apps/web/dist in.
 * The MobPlatform header and the SQLite storage driver follow from apps/web/src/lib/platform.ts.
 */
const config: CapacitorConfig = {
  appId: 'eg.edu.ndu.portal',
  appName: 'Student Portal',
  webDir: 'apps/web/dist',
};

export default config;
