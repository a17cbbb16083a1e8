import type { ZipErrorCode, ZipLimits } from '@portal/contracts';

export type DeclaredSizes = { compressedSize: number; uncompressedSize: number };

/** Whether uncompressed:compressed is above the limit; sizes under the floor are never a bomb. */
export function ratioTooHigh(sizes: DeclaredSizes, limits: ZipLimits): boolean {
  if (sizes.uncompressedSize <= limits.ratioCheckMinBytes) return false;
  // A stored entry has equal sizes; a deflated one cannot compress to 0 bytes unless it is empty.
  if (sizes.compressedSize === 0) return true;
  return sizes.uncompressedSize / sizes.compressedSize > limits.maxCompressionRatio;
}

/** The size limits of one entry, by its declared sizes. */
export function entrySizeIssue(sizes: DeclaredSizes, limits: ZipLimits): ZipErrorCode | null {
  if (sizes.uncompressedSize > limits.maxTotalUncompressedBytes) return 'zip_too_large';
  if (ratioTooHigh(sizes, limits)) return 'zip_ratio_too_high';
  return null;
}

/** The size limits of the whole zip, by the sum of its entries' declared sizes. */
export function totalSizeIssue(total: DeclaredSizes, limits: ZipLimits): ZipErrorCode | null {
  if (total.uncompressedSize > limits.maxTotalUncompressedBytes) return 'zip_too_large';
  if (ratioTooHigh(total, limits)) return 'zip_ratio_too_high';
  return null;
}
