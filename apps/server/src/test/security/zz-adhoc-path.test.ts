import { it, expect } from 'vitest';
import { z } from 'zod';
import { STUDENT } from '../../platform/http/access.js';
import { buildAuditedApp } from './audited-app.js';
import { buildCast } from './callers.js';
import { fuzzRoutes } from './fuzz.js';
it('path-only route fuzzes', async () => {
  const s = await buildAuditedApp({}, { probes: (app) => {
    app.get('/api/Probe/Section/:SectionId', { config: { access: STUDENT }, schema: { security: [{ bearer: [] }], params: z.object({ SectionId: z.coerce.number().int().positive() }) } }, async () => ({ Status: '200', ReturnObject: null }));
  } });
  const cast = await buildCast(s.app, s.database.handle.db);
  const r = await fuzzRoutes(s, cast, 600, 1);
  console.log(r);
  expect(r.problems).toEqual([]);
  await s.close();
});
