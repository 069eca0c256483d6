import { setupIonicReact } from '@ionic/react';

// Ionic picks a mode from the user agent; happy-dom's is neither iOS nor Android, and components would get
// no stylesheet. Material mode is what desktop and Android browsers get.
setupIonicReact({ mode: 'md' });
