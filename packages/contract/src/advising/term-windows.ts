import { z } from 'zod';
import { advisingWindow, advisingWindowKind } from './common.js';

// ---------------------------------------------------------------------------------------------------
// Staff: the current term's windows

export const WINDOW_ACTIONS = ['open_now', 'close_now', 'move'] as const;

/**
 * POST /api/Registration/UpdateTermWindow (registrar): open a window now, close it now, or move it to
 * new dates (`OpensAt` and `ClosesAt`, required for `move`).
 */
export const updateTermWindowBody = z
  .object({
    Kind: advisingWindowKind,
    Action: z.enum(WINDOW_ACTIONS),
    OpensAt: z.iso.datetime({ offset: true }).optional(),
    ClosesAt: z.iso.datetime({ offset: true }).optional(),
  })
  .refine((body) => body.Action !== 'move' || (body.OpensAt !== undefined && body.ClosesAt !== undefined), {
    path: ['OpensAt'],
    message: 'Moving a window needs both OpensAt and ClosesAt.',
  });
export type UpdateTermWindowBody = z.infer<typeof updateTermWindowBody>;

export const updateTermWindowResponse = advisingWindow.extend({ WindowId: z.number().int() });
export type UpdatedTermWindow = z.infer<typeof updateTermWindowResponse>;
