import { z } from 'zod';
import { MOBILE_PAGE_NAMES } from './pages.js';

/** A page's name as the server's menu and messages give it (spec §3 MobilePageName). */
export const mobilePageName = z.enum(MOBILE_PAGE_NAMES);
