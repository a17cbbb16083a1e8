import { describe, expect, it } from 'vitest';
import { assetPathFor, formatBytes } from './assetPaths.ts';

describe('assetPathFor', () => {
  it('puts a file under assets/ with a name the source format accepts', () => {
    expect(assetPathFor('logo.png')).toBe('assets/logo.png');
    expect(assetPathFor('My Logo (1).png')).toBe('assets/My-Logo-1-.png');
    expect(assetPathFor('..hidden.svg')).toBe('assets/hidden.svg');
    expect(assetPathFor('C:\\\\pics\\\\a.png')).toBe('assets/a.png');
  });
});

describe('formatBytes', () => {
  it('says bytes, KB or MB', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2.0 KB');
    expect(formatBytes(2 * 1024 * 1024)).toBe('2.0 MB');
  });
});
