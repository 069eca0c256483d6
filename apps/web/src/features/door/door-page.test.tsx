import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findIonButton, renderPage } from '../../lib/page-render-testing';
import { ok, refusal, stubPortal, type Reply, type SentCall } from '../../lib/portal-stub-testing';
import DoorPage from './door-page';
import { newScan, queuedScans, queueScan } from './scan-queue';
import { ADMITTED, CODE, COUNTS, DOOR_EVENTS, OTHER_CODE } from './test/fixtures';

const CHECK_IN = '/api/Door/CheckIn';
const ALREADY = 'Already admitted: Mona Adel, at Jun 20, 2027, 4:30 PM, gate Gate A.';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

function stub(checkIn: (call: SentCall) => Reply) {
  return stubPortal({
    '/api/Door/GetEvents': ok(DOOR_EVENTS),
    '/api/Door/GetCounts': ok(COUNTS),
    [CHECK_IN]: checkIn,
  });
}

const type = (label: string, value: string) => {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
};

async function scan(code: string) {
  type('Ticket code', code);
  fireEvent.click(await findIonButton('Check in'));
}

const checkIns = (sent: SentCall[]) => sent.filter((call) => call.path === CHECK_IN);

describe('door page', () => {
  it('admits a guest once, then says who was admitted, when and at which gate', async () => {
    let first = true;
    const sent = stub(() => {
      const reply = first ? ok(ADMITTED) : refusal('409', ALREADY);
      first = false;
      return reply;
    });
    renderPage(<DoorPage />, { at: '/door' });
    expect(await screen.findByRole('heading', { name: 'Door check-in' })).toBeTruthy();
    expect((await screen.findByRole('combobox', { name: 'Event' })).textContent).toContain('Graduation 2027');
    type('Gate', 'Gate A');
    await scan(CODE);
    expect(await screen.findByRole('heading', { name: 'Admitted' })).toBeTruthy();
    expect(screen.getByText('Mona Adel')).toBeTruthy();
    expect(screen.getByText('Guest of Omar Hassan (2021-0042)')).toBeTruthy();
    expect(checkIns(sent)[0]?.body).toMatchObject({ EventId: 4, Code: CODE, Gate: 'Gate A' });
    expect(window.localStorage.getItem('door.gate')).toBe('Gate A');

    await scan(CODE);
    expect(await screen.findByRole('heading', { name: 'Do not admit' })).toBeTruthy();
    expect(screen.getByText(ALREADY)).toBeTruthy();
    const [one, two] = checkIns(sent).map((call) => call.body);
    expect(one).not.toEqual(two);
    expect(screen.getByText('Registered').nextSibling?.textContent).toBe('120');
    expect(sent.find((call) => call.path === '/api/Door/GetCounts')?.query).toBe('?EventId=4');
  });

  it('shows the server’s reason for a refused ticket and keeps the code field', async () => {
    stub(() =>
      refusal('404', 'This ticket is not genuine. Do not admit; send the holder to the information desk.'),
    );
    renderPage(<DoorPage />, { at: '/door' });
    await screen.findByRole('combobox', { name: 'Event' });
    type('Gate', 'Gate B');
    await scan(OTHER_CODE);
    expect(await screen.findByRole('heading', { name: 'Do not admit' })).toBeTruthy();
    expect(screen.getByText(/This ticket is not genuine/)).toBeTruthy();
    expect(screen.getByLabelText('Ticket code')).toBeTruthy();
  });

  it('asks for the gate and for a real code before sending anything', async () => {
    const sent = stub(() => ok(ADMITTED));
    renderPage(<DoorPage />, { at: '/door' });
    await screen.findByRole('combobox', { name: 'Event' });
    await scan(CODE);
    expect(screen.getByRole('alert').textContent).toContain('Enter the name of your gate');
    type('Gate', 'Gate A');
    await scan('not-a-code');
    expect(screen.getByRole('alert').textContent).toContain('This is not a ticket code');
    expect(checkIns(sent)).toHaveLength(0);
  });

  it('queues a scan made offline and sends it with the same id once back online', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const sent = stub(() => ok(ADMITTED));
    renderPage(<DoorPage />, { at: '/door' });
    await screen.findByRole('combobox', { name: 'Event' });
    type('Gate', 'Gate A');
    await scan(CODE);
    expect(await screen.findByRole('heading', { name: 'Queued — will sync' })).toBeTruthy();
    expect(screen.getByText('1 scan waiting to sync')).toBeTruthy();
    const [queued] = queuedScans();
    expect(queued).toMatchObject({ EventId: 4, Code: CODE, Gate: 'Gate A' });
    expect(checkIns(sent)).toHaveLength(0);

    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => {
      expect(checkIns(sent)).toHaveLength(1);
    });
    expect(checkIns(sent)[0]?.body).toEqual(queued);
    expect(await screen.findByText('0 scans waiting to sync')).toBeTruthy();
    expect(queuedScans()).toEqual([]);
  });

  it('lists a queued scan the server refused on sync, and drops it from the queue', async () => {
    queueScan(newScan(4, 'Gate C', CODE));
    const sent = stub(() => refusal('409', ALREADY));
    renderPage(<DoorPage />, { at: '/door' });
    const refused = await screen.findByRole('region', { name: 'Refused when synced' });
    expect(refused.textContent).toContain(ALREADY);
    expect(checkIns(sent)[0]?.body).toMatchObject({ Gate: 'Gate C', Code: CODE });
    expect(queuedScans()).toEqual([]);
  });

  it('reads in Arabic', async () => {
    stub(() => ok(ADMITTED));
    renderPage(<DoorPage />, { at: '/door', language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'تسجيل الحضور عند البوابة' })).toBeTruthy();
    expect(await screen.findByLabelText('رمز التذكرة')).toBeTruthy();
    expect(await findIonButton('تسجيل الحضور')).toBeTruthy();
  });
});
