// The throughput figure: every settled success delivered again (a replay storm, all duplicates) as fast
// as the portal answers, then a bare Fastify route under the same generator and connections. The paced
// run says how the portal copes with a day's callbacks; this says how many it could take, and the ratio
// to the bare route is what carries over to another machine.
import { measure } from '../lib/load.mjs';
import { startBare } from '../lib/server.mjs';
import { callbackHmac, KEYS } from './paymob-double.mjs';

export async function replayStormAndYardstick({ origin, settled, connections, seconds }) {
  const replays = settled.map((transaction) => ({
    method: 'POST',
    path: `/api/Billing/PaymobCallback?hmac=${callbackHmac(transaction, KEYS.hmac)}`,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'TRANSACTION', obj: transaction }),
  }));
  const pick = () => replays[Math.floor(Math.random() * replays.length)];
  const storm = await measure({ origin, connections, seconds, request: pick });
  const bare = await startBare();
  try {
    const yardstick = await measure({
      origin: bare.origin,
      connections,
      seconds,
      request: () => ({ path: '/bare' }),
    });
    return { storm: { ...storm, connections, seconds }, bare: yardstick };
  } finally {
    await bare.stop();
  }
}
