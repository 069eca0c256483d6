import type { LiveWindow, TicketWindow, TicketWindows } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { currentRegistrationWindows, releasedSoFar, ticketBlocks } from './queries.js';
import { isWindowOpen } from '../academic/term-windows.js';

type WindowRow = Awaited<ReturnType<typeof currentRegistrationWindows>>[number];
type TicketGenerationView = NonNullable<TicketWindow['Generation']>;

function registrationKind(kind: string): 'advising' | 'add_drop' | null {
  return kind === 'advising' || kind === 'add_drop' ? kind : null;
}

/** The draw's settings, or null for a window without tickets (its left join found no generation). */
function generationOf(row: WindowRow): TicketGenerationView | null {
  const { method, seed, studentsPerBlock, secondsBetweenBlocks, firstBlockAt, generatedAt, students } = row;
  if (method === null || seed === null || studentsPerBlock === null || secondsBetweenBlocks === null)
    return null;
  if (firstBlockAt === null || generatedAt === null || students === null) return null;
  return {
    Method: method,
    Seed: seed,
    StudentsPerBlock: studentsPerBlock,
    SecondsBetweenBlocks: secondsBetweenBlocks,
    FirstBlockAt: firstBlockAt.toISOString(),
    GeneratedAt: generatedAt.toISOString(),
    GeneratedBy: row.generatedBy ?? '',
    Students: students,
  };
}

async function windowView(
  db: Database,
  row: WindowRow,
  kind: 'advising' | 'add_drop',
): Promise<TicketWindow> {
  const generation = generationOf(row);
  const blocks = generation ? await ticketBlocks(db, row.windowId) : [];
  return {
    WindowId: row.windowId,
    Kind: kind,
    OpensAt: row.opensAt.toISOString(),
    ClosesAt: row.closesAt.toISOString(),
    Generation: generation,
    Blocks: blocks.map((block) => ({
      Block: block.block,
      OpensAt: (block.opensAt ?? row.opensAt).toISOString(),
      Students: block.students,
      MinEarnedCredits: block.minEarned ?? 0,
      MaxEarnedCredits: block.maxEarned ?? 0,
      MinLevel: block.minLevel ?? 0,
      MaxLevel: block.maxLevel ?? 0,
    })),
  };
}

/** GetTicketWindows: the current term's advising and add/drop windows, each with its draw and blocks. */
export async function ticketWindows(db: Database, now: Date): Promise<TicketWindows> {
  const rows = await currentRegistrationWindows(db);
  const windows: TicketWindow[] = [];
  for (const row of rows) {
    const kind = registrationKind(row.kind);
    if (kind) windows.push(await windowView(db, row, kind));
  }
  const first = rows[0];
  return {
    Now: now.toISOString(),
    TermCode: first?.termCode ?? null,
    TermNameEn: first?.termNameEn ?? null,
    TermNameAr: first?.termNameAr ?? null,
    Windows: windows,
  };
}

/** One window of GetTicketWindows, after a draw. */
export async function ticketWindow(db: Database, windowId: number): Promise<TicketWindow | null> {
  const rows = await currentRegistrationWindows(db);
  const row = rows.find((candidate) => candidate.windowId === windowId);
  const kind = row ? registrationKind(row.kind) : null;
  return row && kind ? windowView(db, row, kind) : null;
}

/** The live view's windows: how many blocks and students have been let in so far. */
export async function liveWindows(db: Database, now: Date): Promise<LiveWindow[]> {
  const rows = await currentRegistrationWindows(db);
  const live: LiveWindow[] = [];
  for (const row of rows) {
    const kind = registrationKind(row.kind);
    if (!kind) continue;
    const released = await releasedSoFar(db, row.windowId, now);
    live.push({
      Kind: kind,
      OpensAt: row.opensAt.toISOString(),
      ClosesAt: row.closesAt.toISOString(),
      Open: isWindowOpen(row, now),
      BlocksOpened: released?.blocksOpened ?? 0,
      Blocks: released?.blocks ?? 0,
      StudentsReleased: released?.studentsReleased ?? 0,
      StudentsWithTickets: released?.students ?? 0,
      NextBlockAt: released?.nextBlockAt?.toISOString() ?? null,
    });
  }
  return live;
}
