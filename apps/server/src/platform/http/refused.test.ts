import { describe, expect, it } from 'vitest';
import { say } from '../i18n/said.js';
import { refusable, refusalOf, refused, RefusedInTransaction } from './refused.js';

describe('the refusal outcome', () => {
  it('answers a refusal in the envelope with its status and its message in the request language', () => {
    const outcome = refused('409', say('evaluation.done'));
    expect(refusalOf(outcome, 'en')).toEqual({
      Status: '409',
      ReturnObject: null,
      Message: 'You have already evaluated this course.',
    });
    expect(refusalOf(outcome, 'ar')).toEqual({
      Status: '409',
      ReturnObject: null,
      Message: 'قيّمت هذا المقرر من قبل.',
    });
  });

  it('turns a refusal thrown inside the work into the outcome, after the work stopped', async () => {
    const written: string[] = [];
    const outcome = await refusable(async () => {
      written.push('first');
      if (written.length > 0) throw new RefusedInTransaction('404', say('rules.notOffered'));
      written.push('second');
      return written.length;
    });
    expect(outcome).toEqual({ kind: 'refused', status: '404', message: say('rules.notOffered') });
    expect(written).toEqual(['first']);
    expect(await refusable(() => Promise.resolve(3))).toEqual({ kind: 'done', value: 3 });
  });

  it('logs a thrown refusal in English, whatever language answers it', () => {
    expect(new RefusedInTransaction('404', say('rules.notOffered')).message).toBe(
      'That section is not offered this term.',
    );
  });

  it('lets any other error through: a failure is not a refusal', async () => {
    await expect(refusable(() => Promise.reject(new Error('connection lost')))).rejects.toThrow(
      'connection lost',
    );
  });
});
