import { loadingController } from '@ionic/core/components';
import { defineCustomElement } from '@ionic/core/components/ion-loading.js';

/**
 * Spec §8's overlay for long actions in Ionic's loading element, until the returned function closes it.
 * Loaded with the first long action (use-waiting-overlay.ts), so it is not start-up code.
 */
export async function presentWaiting(message: string): Promise<() => Promise<void>> {
  defineCustomElement();
  const overlay = await loadingController.create({ message });
  void overlay.present();
  return async () => {
    await overlay.dismiss();
  };
}
