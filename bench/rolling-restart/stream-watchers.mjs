// Students with a live-updates stream open through the balancer, behaving as the web app does
// (apps/web/src/features/notifications/live/connection.ts): a `reconnect` event means "this server is
// going away", so they ask for a new ticket and reopen within a second, landing on another instance.
import { request as httpRequest } from 'node:http';

/**
 * One stream per student in `students`, kept open until `stop()`. Counts the hints heard, the reopened
 * streams, and what went wrong: a stream that ended without the hint, a ticket or stream refused.
 */
export function watchStreams({ origin, students }) {
  const figures = { hints: 0, reopened: 0, endedWithoutHint: 0, refused: 0 };
  let stopping = false;
  const open = new Set();

  async function connect(student, again) {
    if (stopping) return;
    const ticket = await fetch(`${origin}/api/Notify/StreamTicket`, {
      method: 'POST',
      headers: { authorization: student.authorization },
    })
      .then(async (response) => (response.ok ? (await response.json()).ReturnObject?.Ticket : undefined))
      .catch(() => undefined);
    if (!ticket) {
      figures.refused += 1;
      return;
    }
    const url = `${origin}/api/Notify/Stream?ticket=${encodeURIComponent(ticket)}`;
    const outgoing = httpRequest(
      url,
      { agent: false, headers: { accept: 'text/event-stream' } },
      (response) => {
        if (response.statusCode !== 200) {
          figures.refused += 1;
          response.resume();
          return;
        }
        if (again) figures.reopened += 1;
        let hinted = false;
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          buffer += chunk;
          if (!hinted && buffer.includes('event: reconnect\n')) {
            hinted = true;
            figures.hints += 1;
          }
          buffer = buffer.slice(-64);
        });
        response.on('close', () => {
          open.delete(outgoing);
          if (stopping) return;
          if (!hinted) figures.endedWithoutHint += 1;
          setTimeout(() => void connect(student, true), Math.random() * 1000);
        });
      },
    );
    outgoing.on('error', () => {
      open.delete(outgoing);
      if (!stopping) figures.refused += 1;
    });
    open.add(outgoing);
    outgoing.end();
  }

  for (const student of students) void connect(student, false);
  return {
    figures,
    stop() {
      stopping = true;
      for (const outgoing of open) outgoing.destroy();
      return figures;
    },
  };
}
