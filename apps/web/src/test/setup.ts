import { setupIonicReact } from '@ionic/react';
import { registerShellTranslations } from '../lib/i18n';
import ar from '../locales/ar.json';
import en from '../locales/en.json';

// Ionic picks a mode from the user agent; happy-dom's is neither iOS nor Android, and components would get
// no stylesheet. Material mode is what desktop and Android browsers get.
setupIonicReact({ mode: 'md' });

// Tests run as on a device kept on UTC, wherever they run: the university's zone (Cairo) then differs from
// the device's, as for a student abroad, and times read the same on every machine.
process.env.TZ = 'UTC';

// The app fetches one language's shell strings at start (lib/shell-translations.ts); tests render in either.
registerShellTranslations('en', en);
registerShellTranslations('ar', ar);
