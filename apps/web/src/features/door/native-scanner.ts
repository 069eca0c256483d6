import type {
  BarcodeScannerPlugin,
  CameraPermissionState,
  GoogleBarcodeScannerModuleInstallState,
} from '@capacitor-mlkit/barcode-scanning';
import { currentPlatform, isNativeApp } from '../../lib/platform';

/** Why the app's scanner gave no code; each has its own words for the usher (door:camera.native.*). */
export type NativeScanProblem = 'denied' | 'unsupported' | 'notInstalled' | 'failed';

export class NativeScanError extends Error {
  constructor(readonly problem: NativeScanProblem) {
    super(`native scan: ${problem}`);
  }
}

/** Inside the iOS/Android app the ML Kit plugin scans; a browser uses its own BarcodeDetector instead. */
export const canScanNatively = () => isNativeApp();

/** Google's scanner module is a one-off download; past this the usher is told to type the code instead. */
const INSTALL_WAIT_MS = 120_000;

const allowed = (state: CameraPermissionState) => state === 'granted' || state === 'limited';

/** The plugin answers a closed scanner and a refused camera with these words (both platforms). */
const saysSo = (error: unknown, words: RegExp) => error instanceof Error && words.test(error.message);

/** iOS scans with the app's own camera, so the app must hold the camera permission first. */
async function cameraAllowed(scanner: BarcodeScannerPlugin): Promise<void> {
  if (allowed((await scanner.checkPermissions()).camera)) return;
  if (!allowed((await scanner.requestPermissions()).camera)) throw new NativeScanError('denied');
}

/**
 * Android scans in Google Play services' own screen, which holds the camera itself (no permission for the
 * app to ask), but its module may need installing first; the install answers through progress events.
 */
async function googleScannerReady(
  scanner: BarcodeScannerPlugin,
  State: typeof GoogleBarcodeScannerModuleInstallState,
  onInstalling: () => void,
): Promise<void> {
  if ((await scanner.isGoogleBarcodeScannerModuleAvailable()).available) return;
  onInstalling();
  let settle: { resolve(): void; reject(): void } | undefined;
  const installed = new Promise<void>((resolve, reject) => {
    settle = {
      resolve,
      reject: () => {
        reject(new NativeScanError('notInstalled'));
      },
    };
  });
  const handle = await scanner.addListener('googleBarcodeScannerModuleInstallProgress', ({ state }) => {
    if (state === State.COMPLETED) settle?.resolve();
    if (state === State.FAILED || state === State.CANCELED) settle?.reject();
  });
  const timer = window.setTimeout(() => settle?.reject(), INSTALL_WAIT_MS);
  try {
    await scanner.installGoogleBarcodeScannerModule();
    await installed;
  } catch {
    throw new NativeScanError('notInstalled');
  } finally {
    window.clearTimeout(timer);
    await handle.remove();
  }
}

/**
 * One ticket's QR read with the plugin's ready-made scanner screen: its text, or null when the usher closed
 * the scanner. The plugin is loaded only here, so neither the web start-up nor the door's chunk carries it.
 */
export async function scanTicketNatively(onInstalling: () => void): Promise<string | null> {
  const plugin = await import('@capacitor-mlkit/barcode-scanning');
  const scanner = plugin.BarcodeScanner;
  try {
    if (!(await scanner.isSupported()).supported) throw new NativeScanError('unsupported');
    if (currentPlatform() === 'android')
      await googleScannerReady(scanner, plugin.GoogleBarcodeScannerModuleInstallState, onInstalling);
    else await cameraAllowed(scanner);
    const { barcodes } = await scanner.scan({ formats: [plugin.BarcodeFormat.QrCode] });
    return barcodes[0]?.rawValue ?? null;
  } catch (error) {
    if (error instanceof NativeScanError) throw error;
    if (saysSo(error, /cancel/i)) return null;
    throw new NativeScanError(saysSo(error, /denied/i) ? 'denied' : 'failed');
  }
}
