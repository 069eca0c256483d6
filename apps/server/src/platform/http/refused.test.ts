import { describe, expect, it } from 'vitest';
import { refusable, refusalOf, refused, RefusedInTransaction } from './refused.js';

describe('the refusal outcome', () => {
  it('answers a refusal in the envelope with its status and message, and no ReturnObject', () => {
    expect(refusalOf(refused('409', 'You have already evaluated this course.'))).toEqual({
      Status: '409',
      ReturnObject: null,
      Message: 'You have already evaluated this course.',
    });
  });

  it('turns a refusal thrown inside the work into the outcome, after the work stopped', async () => {
    const written: string[] = [];
    const outcome = await refusable(async () => {
      written.push('first');
      if (written.length > 0) throw new RefusedInTransaction('404', 'That section is not offered this term.');
      written.push('second');
      return written.length;
    });
    expect(outcome).toEqual({
      kind: 'refused',
      status: '404',
      message: 'That section is not offered this term.',
    });
    expect(written).toEqual(['first']);
    expect(await refusable(() => Promise.resolve(3))).toEqual({ kind: 'done', value: 3 });
  });

  it('lets any other error through: a failure is not a refusal', async () => {
    await expect(refusable(() => Promise.reject(new Error('connection lost')))).rejects.toThrow(
      'connection lost',
    );
  });
});
