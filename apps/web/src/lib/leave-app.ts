import { signOut } from './api';

/**
 * Spec §8's "Exit": closes the app. A browser tab cannot be closed by the page that the user opened, so on
 * the web the nearest thing is to end the session and leave the user at the sign-in page; nothing of the
 * student stays on screen.
 */
export async function leaveApp(): Promise<void> {
  await signOut({ reload: false });
}
