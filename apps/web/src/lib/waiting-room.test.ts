import type { WaitingRoomPlace } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import {
  currentWaitingRoom,
  isWaitingRoomPlace,
  leaveWaitingRoom,
  updatePlace,
  waitInRoom,
  whenAdmitted,
} from './waiting-room';

const place = (position: number | null, admitted = false): WaitingRoomPlace => ({
  Admitted: admitted,
  Position: position,
  QueueLength: 30,
  ExpectedWaitSeconds: 60,
  PollAfterSeconds: 3,
  WaitingSince: admitted ? null : '2026-11-23T09:00:00.000Z',
  PassIdleSeconds: 600,
});

describe('the waiting room state', () => {
  it('opens on a place, follows new places and closes on admission, resolving those who wait', async () => {
    await expect(whenAdmitted()).resolves.toBe(true);
    waitInRoom(place(9));
    const admitted = whenAdmitted();
    updatePlace(place(4));
    expect(currentWaitingRoom()).toEqual({ kind: 'waiting', place: place(4) });
    updatePlace(place(null, true));
    await expect(admitted).resolves.toBe(true);
    expect(currentWaitingRoom()).toEqual({ kind: 'closed' });
  });

  it('tells those who wait that the student left the line', async () => {
    waitInRoom(place(2));
    const admitted = whenAdmitted();
    leaveWaitingRoom();
    await expect(admitted).resolves.toBe(false);
    expect(currentWaitingRoom().kind).toBe('closed');
  });

  it('ignores an admitted place as a reason to wait, and a late answer once closed', () => {
    waitInRoom(place(null, true));
    expect(currentWaitingRoom().kind).toBe('closed');
    updatePlace(place(3));
    expect(currentWaitingRoom().kind).toBe('closed');
  });

  it('recognises a place among other answers', () => {
    expect(isWaitingRoomPlace(place(1))).toBe(true);
    expect(isWaitingRoomPlace({ Admitted: false })).toBe(false);
    expect(isWaitingRoomPlace(null)).toBe(false);
  });
});
