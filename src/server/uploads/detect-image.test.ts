import { describe, expect, it } from 'vitest';
import { detectImageType } from './detect-image';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(
    values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])),
  );

describe('detectImageType', () => {
  it('recognises the four image formats by their signatures', () => {
    expect(detectImageType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe('image/png');
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(detectImageType(bytes('GIF89a', 1, 0))).toBe('image/gif');
    expect(detectImageType(bytes('GIF87a'))).toBe('image/gif');
    expect(detectImageType(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses executables, SVG, HTML and truncated signatures', () => {
    expect(detectImageType(bytes('MZ', 0x90, 0))).toBeNull();
    expect(detectImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(detectImageType(bytes('<html><script>'))).toBeNull();
    expect(detectImageType(bytes(0x89, 'PN'))).toBeNull();
    expect(detectImageType(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
  });
});
