import { defaultZipLimits } from '@portal/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entrySizeIssue, ratioTooHigh, totalSizeIssue } from './sizeChecks.ts';

const limits = { ...defaultZipLimits, maxTotalUncompressedBytes: 10_000_000, ratioCheckMinBytes: 1000 };

describe('size limits', () => {
  it('refuses an entry past the total limit, and a bomb past the ratio', () => {
    expect(entrySizeIssue({ compressedSize: 10_000_001, uncompressedSize: 10_000_001 }, limits)).toBe(
      'zip_too_large',
    );
    expect(entrySizeIssue({ compressedSize: 9_999, uncompressedSize: 1_000_000 }, limits)).toBe(
      'zip_ratio_too_high',
    );
    expect(entrySizeIssue({ compressedSize: 10_000, uncompressedSize: 1_000_000 }, limits)).toBeNull();
  });

  it('leaves small entries alone whatever their ratio', () => {
    expect(ratioTooHigh({ compressedSize: 1, uncompressedSize: 1000 }, limits)).toBe(false);
  });

  it('refuses exactly what passes a limit (property)', () => {
    const size = fc.integer({ min: 0, max: 20_000_000 });
    fc.assert(
      fc.property(size, size, (compressedSize, uncompressedSize) => {
        const issue = totalSizeIssue({ compressedSize, uncompressedSize }, limits);
        const tooLarge = uncompressedSize > limits.maxTotalUncompressedBytes;
        const bomb =
          uncompressedSize > limits.ratioCheckMinBytes &&
          (compressedSize === 0 || uncompressedSize / compressedSize > limits.maxCompressionRatio);
        return issue === (tooLarge ? 'zip_too_large' : bomb ? 'zip_ratio_too_high' : null);
      }),
    );
  });
});
