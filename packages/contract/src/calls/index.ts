/*
 * The call table: every call of the portal API by area, with its method, path, backend host (spec §7) and
 * the export names of its contract schemas. The server registers its routes from it and the web client
 * calls by its entries. Free of zod at runtime so the web app's start-up can import it.
 */
export * from './areas.js';
/** Every area, as one object (a module namespace, so a bundle keeps only the areas read from it). */
export * as calls from './areas.js';
export { waitlistCallsByWindow } from './waitlist.js';

export type {
  CallEntry,
  EnvelopeCall,
  FileCall,
  SchemaName,
  ServiceHost,
  ResponseOf,
  QueryOf,
  BodyOf,
  ParamsOf,
} from './call-entry.js';
