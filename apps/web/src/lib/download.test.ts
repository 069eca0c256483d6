import { calls } from '@portal/contract/calls';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentAlert, dismissAlert } from './app-alerts';
import { SIGNED_OUT, type SessionSnapshot } from './session';

let snapshot: SessionSnapshot = SIGNED_OUT;
vi.mock('./api', () => ({
  session: { current: () => snapshot },
  callUrl: (entry: { path: string }) => Promise.resolve(entry.path),
}));

const { download } = await import('./download');

function surface(response: Response = new Response(new Blob(['%PDF-1.7']), { status: 200 })) {
  const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(response));
  return {
    showWaiting: vi.fn(() => Promise.resolve()),
    hideWaiting: vi.fn(() => Promise.resolve()),
    save: vi.fn<(file: Blob, fileName: string) => void>(),
    fetch,
  };
}

afterEach(() => {
  snapshot = SIGNED_OUT;
  for (let alert = currentAlert(); alert; alert = currentAlert()) dismissAlert(alert);
});

describe('download flow (spec §4)', () => {
  it('without a stored token: the "Invalid Token" alert, no request, the overlay closed', async () => {
    const page = surface();
    const outcome = await download({ call: calls.advisingPreview.reqSheet, fileName: 'ReqSheet.pdf' }, page);
    expect(outcome).toBe('no-token');
    expect(currentAlert()?.kind).toBe('invalid-token');
    expect(page.fetch).not.toHaveBeenCalled();
    expect(page.showWaiting).toHaveBeenCalledOnce();
    expect(page.hideWaiting).toHaveBeenCalledOnce();
  });

  it('sends the token as Bearer with AcceptMob 1 and saves the blob under its name', async () => {
    snapshot = { ...SIGNED_OUT, token: { access_token: 'abc', userName: 'a@b.c' }, accept: undefined };
    const page = surface();
    const outcome = await download(
      { call: calls.advisingPreview.reqSheet, fileName: 'ReqSheet.pdf', body: {} },
      page,
    );
    expect(outcome).toBe('saved');
    expect(page.fetch.mock.calls[0]?.[0]).toBe(calls.advisingPreview.reqSheet.path);
    const init = page.fetch.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer abc', AcceptMob: '1' });
    const saved = page.save.mock.calls[0];
    expect(saved?.[1]).toBe('ReqSheet.pdf');
    expect(await saved?.[0].text()).toBe('%PDF-1.7');
    expect(page.hideWaiting).toHaveBeenCalledOnce();
  });

  it('an HTTP error saves nothing and raises the catalogue alert', async () => {
    snapshot = { ...SIGNED_OUT, token: { access_token: 'abc', userName: 'a@b.c' } };
    const page = surface(new Response('', { status: 504 }));
    expect(await download({ call: calls.transcript.getTranscriptPdf, fileName: 'x.pdf' }, page)).toBe(
      'failed',
    );
    expect(page.save).not.toHaveBeenCalled();
    expect(currentAlert()?.kind).toBe('no-connection');
  });
});
