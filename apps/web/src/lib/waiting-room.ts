import type { WaitingRoomPlace } from '@portal/contract';
import { useSyncExternalStore } from 'react';

/**
 * The registration waiting room, app-wide: any registration call the server answers with the queued
 * Status (the API client reports it here) or a page asking for admission puts the student in it; the
 * shell then shows the waiting-room screen (app/waiting-room-host.tsx), which asks again as the server
 * says, and closes by itself once the student is admitted. Pages that must continue after admission
 * await `whenAdmitted()`.
 */
export type WaitingRoomState = { kind: 'closed' } | { kind: 'waiting'; place: WaitingRoomPlace };

const CLOSED: WaitingRoomState = { kind: 'closed' };
let state: WaitingRoomState = CLOSED;
const listeners = new Set<() => void>();
let waiters: ((admitted: boolean) => void)[] = [];

function publish(next: WaitingRoomState): void {
  state = next;
  for (const listener of listeners) listener();
}

function settle(admitted: boolean): void {
  const settled = waiters;
  waiters = [];
  for (const resolve of settled) resolve(admitted);
  publish(CLOSED);
}

/** The student waits at `place` (a queued answer, or an admission request that was not admitted yet). */
export function waitInRoom(place: WaitingRoomPlace): void {
  if (place.Admitted) return;
  publish({ kind: 'waiting', place });
}

/** The latest answer while waiting: a new place, or admission (which closes the room). */
export function updatePlace(place: WaitingRoomPlace): void {
  if (place.Admitted) settle(true);
  else if (state.kind === 'waiting') publish({ kind: 'waiting', place });
}

/** The student chose to leave the line (their place lapses on the server when they stop asking). */
export function leaveWaitingRoom(): void {
  settle(false);
}

/** Resolves true once admitted, false if the student leaves; at once true when nobody waits. */
export function whenAdmitted(): Promise<boolean> {
  if (state.kind === 'closed') return Promise.resolve(true);
  return new Promise((resolve) => waiters.push(resolve));
}

export function currentWaitingRoom(): WaitingRoomState {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useWaitingRoom(): WaitingRoomState {
  return useSyncExternalStore(subscribe, currentWaitingRoom);
}

/** The shape of a queued answer's ReturnObject, checked without loading zod in the browser. */
export function isWaitingRoomPlace(value: unknown): value is WaitingRoomPlace {
  return (
    typeof value === 'object' &&
    value !== null &&
    'Admitted' in value &&
    typeof value.Admitted === 'boolean' &&
    'PollAfterSeconds' in value &&
    typeof value.PollAfterSeconds === 'number' &&
    'QueueLength' in value &&
    typeof value.QueueLength === 'number'
  );
}
