import { describe, expect, it } from 'vitest';
import { solidPng, tinyPdf } from './demo-files';
import { detectAssetType } from './detect-asset';

const text = (value: string) => new TextEncoder().encode(value);

describe('detectAssetType', () => {
  it('recognises images and PDFs by their bytes', () => {
    expect(detectAssetType(solidPng(2, 2, [0, 0, 0]))).toBe('image/png');
    expect(detectAssetType(tinyPdf('x'))).toBe('application/pdf');
    expect(detectAssetType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
  });

  it('refuses SVG, HTML, executables and a truncated PDF signature', () => {
    expect(detectAssetType(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectAssetType(text('<html><script>'))).toBeNull();
    expect(detectAssetType(text('MZ\x90\x00'))).toBeNull();
    expect(detectAssetType(text('%PDF'))).toBeNull();
    expect(detectAssetType(new Uint8Array())).toBeNull();
  });
});
