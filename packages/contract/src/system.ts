import { z } from 'zod';

export const health = z.object({ status: z.literal('ok'), uptimeSeconds: z.number() });

export const readiness = z.object({
  status: z.enum(['ready', 'not-ready']),
  database: z.enum(['pglite', 'postgres']),
  migrations: z.object({ applied: z.number().int(), expected: z.number().int() }),
  problem: z.string().optional(),
});
export type Readiness = z.infer<typeof readiness>;

/** The backend "hosts" of spec §7; each can be given its own base URL so a module can move out. */
export const serviceHosts = z.object({
  portal: z.string(),
  advising: z.string(),
  international: z.string(),
  party: z.string(),
  orders: z.string(),
  notify: z.string(),
  /** The money module (issue 23): statement, invoices, payments, bus and military fees. */
  billing: z.string(),
});
export type ServiceHosts = z.infer<typeof serviceHosts>;

export const socialLinks = z.object({
  facebook: z.url(),
  instagram: z.url(),
  linkedin: z.url(),
  youtube: z.url(),
});

/** What the web app reads at start-up instead of baking deployment facts into the build. */
export const appConfiguration = z.object({
  UniversityNameEn: z.string(),
  UniversityNameAr: z.string(),
  TimeZone: z.string(),
  /** The first day of the university's week, 0 = Sunday … 6 = Saturday: timetables draw days in this order. */
  WeekStartsOn: z.number().int().min(0).max(6),
  Version: z.string(),
  Beta: z.boolean(),
  /** For the beta notice's "Open current version" (spec §8); null: this site. */
  CurrentVersionUrl: z.url().nullable(),
  Hosts: serviceHosts,
  Social: socialLinks,
  /**
   * The address the portal is set up at (PUBLIC_URL): the provider sends students back only there, so a
   * page opened at another address (an IP instead of the host name) cannot complete a sign-in.
   */
  PortalUrl: z.string(),
  /** The OpenID Connect provider students sign in at (authorization code + PKCE from the browser). */
  Identity: z.object({ Issuer: z.string(), ClientId: z.string(), Scope: z.string() }),
});
export type AppConfiguration = z.infer<typeof appConfiguration>;
