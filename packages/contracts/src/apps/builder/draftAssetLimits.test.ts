import { describe, expect, it } from 'vitest';
import { formatMessage } from '../../messages.ts';
import { assetMediaType, draftAssetIssue, draftAssetLimits, draftAssetTotalIssue } from './draftLimits.ts';

const text = (issue: ReturnType<typeof draftAssetIssue>) => issue && formatMessage(issue.key, issue.params);

describe('draft asset limits (extension and size, with messages)', () => {
  it('knows PNG and SVG by extension, whatever the case, and nothing else', () => {
    expect(assetMediaType('assets/a.PNG')).toBe('image/png');
    expect(assetMediaType('b.svg')).toBe('image/svg+xml');
    expect(assetMediaType('c.gif')).toBeNull();
    expect(assetMediaType('.png')).toBeNull();
  });

  it('names the file and the limit', () => {
    expect(text(draftAssetIssue({ name: 'a.gif', size: 1 }))).toBe(
      'a.gif cannot be added: an asset must be a .png, .svg file.',
    );
    expect(text(draftAssetIssue({ name: 'a.png', size: draftAssetLimits.maxAssetBytes + 1 }))).toBe(
      'a.png is larger than 2 MB, the most an asset may be.',
    );
    expect(draftAssetIssue({ name: 'a.png', size: draftAssetLimits.maxAssetBytes })).toBeNull();
  });

  it('refuses a total over the draft limit only', () => {
    expect(draftAssetTotalIssue(draftAssetLimits.maxTotalBytes)).toBeNull();
    expect(draftAssetTotalIssue(draftAssetLimits.maxTotalBytes + 1)?.key).toBe('asset.totalTooLarge');
  });
});
