import { z } from 'zod';

/** A student code in a query or body: accepted for the legacy client, never trusted (the token decides). */
export const studentCodeField = z.string().trim().min(1).max(32).optional();
