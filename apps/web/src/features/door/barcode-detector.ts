/*
 * The browser's QR reader (Chrome on Android, Safari 17+), not yet in TypeScript's DOM types: the part of it
 * the door uses. Where it is missing the usher types the code.
 */

interface DetectedBarcode {
  rawValue: string;
}

export interface QrDetector {
  detect: (source: HTMLVideoElement) => Promise<DetectedBarcode[]>;
}

declare global {
  interface Window {
    BarcodeDetector?: new (options: { formats: string[] }) => QrDetector;
  }
}

/** A QR reader, or undefined where the browser has none. */
export function qrDetector(): QrDetector | undefined {
  if (!('BarcodeDetector' in window) || !window.BarcodeDetector) return undefined;
  return new window.BarcodeDetector({ formats: ['qr_code'] });
}

export const canScanWithCamera = () => 'BarcodeDetector' in window && Boolean(navigator.mediaDevices);
