import { toastController, type ToastOptions } from '@ionic/core/components';
import { defineCustomElement } from '@ionic/core/components/ion-toast.js';

let shown: HTMLIonToastElement | undefined;

/**
 * Shows an arrived message in Ionic's toast; a newer message replaces the one on screen. Loaded with the first
 * arrival (use-live-updates.ts), so the toast and its overlay code are not start-up code.
 */
export async function showArrivalToast(options: ToastOptions): Promise<void> {
  defineCustomElement();
  const previous = shown;
  shown = undefined;
  await previous?.dismiss();
  const toast = await toastController.create(options);
  shown = toast;
  void toast.onDidDismiss().then(() => {
    if (shown === toast) shown = undefined;
  });
  await toast.present();
}
