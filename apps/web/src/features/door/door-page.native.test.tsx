import type * as MlKit from '@capacitor-mlkit/barcode-scanning';
import type * as CapacitorCore from '@capacitor/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findIonButton, renderPage } from '../../lib/page-render-testing';
import { ok, stubPortal, type SentCall } from '../../lib/portal-stub-testing';
import DoorPage from './door-page';
import { ADMITTED, CODE, COUNTS, DOOR_EVENTS } from './test/fixtures';

/** The phone the page runs on, and the ML Kit plugin as the iOS/Android app would answer. */
const phone = vi.hoisted((): { platform: 'ios' | 'android' } => ({ platform: 'ios' }));
const scanner = vi.hoisted(() => ({
  isSupported: vi.fn(),
  checkPermissions: vi.fn(),
  requestPermissions: vi.fn(),
  scan: vi.fn(),
  isGoogleBarcodeScannerModuleAvailable: vi.fn(),
  installGoogleBarcodeScannerModule: vi.fn(),
  addListener: vi.fn(),
}));

vi.mock('@capacitor/core', async (original) => {
  const actual = await original<typeof CapacitorCore>();
  return {
    ...actual,
    Capacitor: { ...actual.Capacitor, isNativePlatform: () => true, getPlatform: () => phone.platform },
  };
});
vi.mock('@capacitor-mlkit/barcode-scanning', async (original) => ({
  ...(await original<typeof MlKit>()),
  BarcodeScanner: scanner,
}));

const CHECK_IN = '/api/Door/CheckIn';
const checkIns = (sent: SentCall[]) => sent.filter((call) => call.path === CHECK_IN);

beforeEach(() => {
  for (const answer of Object.values(scanner)) answer.mockReset();
  phone.platform = 'ios';
  scanner.isSupported.mockResolvedValue({ supported: true });
  scanner.checkPermissions.mockResolvedValue({ camera: 'granted' });
  scanner.scan.mockResolvedValue({ barcodes: [{ rawValue: CODE }] });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

async function openDoor() {
  const sent = stubPortal({
    '/api/Door/GetEvents': ok(DOOR_EVENTS),
    '/api/Door/GetCounts': ok(COUNTS),
    [CHECK_IN]: ok(ADMITTED),
  });
  renderPage(<DoorPage />, { at: '/door' });
  await screen.findByRole('combobox', { name: 'Event' });
  fireEvent.change(screen.getByLabelText('Gate'), { target: { value: 'Gate A' } });
  fireEvent.click(await findIonButton('Scan with camera'));
  return sent;
}

describe('door page in the iOS/Android app', () => {
  it('scans a QR code with the phone’s scanner and checks in the code it read', async () => {
    const sent = await openDoor();
    expect(await screen.findByRole('heading', { name: 'Admitted' })).toBeTruthy();
    expect(scanner.scan).toHaveBeenCalledExactlyOnceWith({ formats: ['QR_CODE'] });
    const [checkIn] = checkIns(sent);
    expect(checkIn?.body).toMatchObject({ EventId: 4, Code: CODE, Gate: 'Gate A' });
    expect(checkIn?.body).toHaveProperty('ScanId');
    expect(scanner.requestPermissions).not.toHaveBeenCalled();
  });

  it('sends nothing when the usher closes the scanner', async () => {
    scanner.scan.mockRejectedValue(new Error('scan canceled.'));
    const sent = await openDoor();
    await waitFor(() => {
      expect(scanner.scan).toHaveBeenCalledOnce();
    });
    const again = await findIonButton('Scan with camera');
    await waitFor(() => {
      expect(again).toHaveProperty('disabled', false);
    });
    expect(checkIns(sent)).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says how to allow the camera when it is refused, sends nothing and keeps the code field', async () => {
    scanner.checkPermissions.mockResolvedValue({ camera: 'prompt' });
    scanner.requestPermissions.mockResolvedValue({ camera: 'denied' });
    const sent = await openDoor();
    expect((await screen.findByRole('alert')).textContent).toContain('Allow the camera for Student Portal');
    expect(scanner.scan).not.toHaveBeenCalled();
    expect(checkIns(sent)).toHaveLength(0);
    expect(screen.getByLabelText('Ticket code')).toBeTruthy();
  });

  it('tells the usher to type the code on a phone without a camera scanner', async () => {
    scanner.isSupported.mockResolvedValue({ supported: false });
    const sent = await openDoor();
    expect((await screen.findByRole('alert')).textContent).toContain('This phone has no camera scanner');
    expect(checkIns(sent)).toHaveLength(0);
  });

  it('on Android installs Google’s scanner first, without asking for the camera, then scans', async () => {
    phone.platform = 'android';
    let progress: ((event: { state: number }) => void) | undefined;
    const remove = vi.fn(() => Promise.resolve());
    scanner.isGoogleBarcodeScannerModuleAvailable.mockResolvedValue({ available: false });
    scanner.addListener.mockImplementation((_name: string, listener: typeof progress) => {
      progress = listener;
      return Promise.resolve({ remove });
    });
    scanner.installGoogleBarcodeScannerModule.mockImplementation(() => Promise.resolve());
    const sent = await openDoor();
    expect(await screen.findByText(/one-time download/)).toBeTruthy();
    await waitFor(() => {
      expect(progress).toBeDefined();
    });
    expect(scanner.scan).not.toHaveBeenCalled();
    progress?.({ state: 4 });
    expect(await screen.findByRole('heading', { name: 'Admitted' })).toBeTruthy();
    expect(checkIns(sent)[0]?.body).toMatchObject({ Code: CODE });
    expect(remove).toHaveBeenCalledOnce();
    expect(scanner.checkPermissions).not.toHaveBeenCalled();
  });
});
