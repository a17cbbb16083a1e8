import { describe, expect, it } from 'vitest';
import { formatFileSize } from './fileSize.ts';

describe('formatFileSize', () => {
  it('writes each size in the largest unit under 1024 of it', () => {
    expect(formatFileSize(0, 'en')).toBe('0 bytes');
    expect(formatFileSize(1, 'en')).toBe('1 byte');
    expect(formatFileSize(1023, 'en')).toBe('1,023 bytes');
    expect(formatFileSize(1536, 'en')).toBe('1.5 kB');
    expect(formatFileSize(5 * 1024 * 1024, 'en')).toBe('5 MB');
    expect(formatFileSize(3 * 1024 ** 4, 'en')).toBe('3,072 GB');
  });
});
