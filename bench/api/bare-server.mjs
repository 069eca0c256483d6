// The yardstick: a bare Fastify 5 route (no database, no authentication) answering a small envelope,
// run in its own process like the portal, so both are measured by the same load generator in one run.
import Fastify from 'fastify';

const port = Number(process.env.PORT);
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ Status: '200', ReturnObject: { Term: '2026-FALL', Courses: [] } }));
app.get('/readyz', async () => ({ ok: true }));
await app.listen({ port, host: '127.0.0.1' });
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
