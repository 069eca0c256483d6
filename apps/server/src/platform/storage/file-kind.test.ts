import { describe, expect, it } from 'vitest';
import { TINY_JPEG, TINY_PNG, TINY_WEBP } from '../../test/guides-factories.js';
import { isOneOf, kindOfContent, MAGIC_BYTES, nameFitsKind } from './file-kind.js';

describe('kindOfContent', () => {
  it('reads PDF, JPEG, PNG and WebP from their first bytes', () => {
    expect(kindOfContent(Buffer.from('%PDF-1.7'))).toBe('pdf');
    expect(kindOfContent(TINY_JPEG)).toBe('jpeg');
    expect(kindOfContent(TINY_PNG)).toBe('png');
    expect(kindOfContent(TINY_WEBP.subarray(0, MAGIC_BYTES))).toBe('webp');
  });

  it('does not take another RIFF container (a WAV sound) for a WebP picture', () => {
    const wav = Buffer.concat([Buffer.from('RIFF'), Buffer.from([4, 0, 0, 0]), Buffer.from('WAVEfmt ')]);
    expect(kindOfContent(wav)).toBeUndefined();
  });

  it('does not take an HTML file named .png for a picture', () => {
    expect(kindOfContent(Buffer.from('<html><script>alert(1)</script>'))).toBeUndefined();
  });
});

describe('nameFitsKind and isOneOf', () => {
  it('matches a WebP only by its own extension', () => {
    expect(nameFitsKind('step-1.WEBP', 'webp')).toBe(true);
    expect(nameFitsKind('step-1.png', 'webp')).toBe(false);
  });

  it('narrows a kind to the ones a call takes', () => {
    expect(isOneOf(['png', 'webp'], 'webp')).toBe(true);
    expect(isOneOf(['pdf', 'png'], 'webp')).toBe(false);
  });
});
