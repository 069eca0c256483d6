import { lazyPage, type PageDefinition } from '../../lib/page-definition';
import { LOGIN_PATH } from '../../lib/page-paths';

/** Sign-in, drawn without the frame and needing no session. */
export const loginPages: readonly PageDefinition[] = [
  {
    path: LOGIN_PATH,
    titleKey: 'pages.login',
    icon: 'logIn',
    frame: 'none',
    ...lazyPage(() => import('./login-page')),
  },
];
