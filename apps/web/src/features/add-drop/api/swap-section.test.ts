import { calls } from '@portal/contract/calls';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { csc301Lecture1, csc301Lecture2, swapCart } from '../test/fixtures';
import { swapSection } from './swap-section';

const post = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api', () => ({ api: { call: post } }));

const dropped = {
  ...swapCart(),
  Version: 8,
  Changes: [{ ChangeId: 9, Kind: 'drop' as const, Section: csc301Lecture1, SeatsLeft: 4 }],
  ResultingTimetable: [],
};

describe('swapSection', () => {
  beforeEach(() => {
    post.mockReset();
  });

  it('queues the drop of the course, then the add of the new section at the cart’s new version', async () => {
    const swapped = { ...swapCart(), Version: 9 };
    post.mockResolvedValueOnce(dropped).mockResolvedValueOnce(swapped);
    await expect(
      swapSection({ CourseId: 1, SectionIds: [csc301Lecture2.SectionId], Version: 7 }),
    ).resolves.toBe(swapped);
    expect(post.mock.calls).toEqual([
      [calls.addDrop.insertTempDropCourse, { body: { CourseId: 1, Version: 7 } }],
      [calls.addDrop.insertTempAddCourse, { body: { SectionIds: [12], Version: 8 } }],
    ]);
  });

  it('takes the drop out again when the new section is refused, so the held seat is not given up alone', async () => {
    const full = new ApiError({
      kind: 'refusal',
      httpStatus: 200,
      status: '422',
      serverMessage: 'CSC 301 section 2 is full.',
    });
    post
      .mockResolvedValueOnce(dropped)
      .mockRejectedValueOnce(full)
      .mockResolvedValueOnce({ ...dropped, Version: 9, Changes: [] });
    await expect(swapSection({ CourseId: 1, SectionIds: [12], Version: 7 })).rejects.toBe(full);
    expect(post.mock.calls[2]).toEqual([
      calls.addDrop.removeFromTmpAddDrop,
      { body: { ChangeId: 9, Version: 8 } },
    ]);
  });
});
