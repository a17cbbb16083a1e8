import type { SourceIssue } from '@portal/contracts';
import { svgProblems } from './svgAllowList.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function issue(file: string, message: string): SourceIssue {
  return { code: 'component_invalid', file, pointer: '', message: `${file}: ${message}` };
}

/** An 'asset' is checked by its bytes, not its name: a real PNG, or an SVG with no active content. */
export function checkAsset(file: string, data: Buffer): SourceIssue[] {
  if (file.toLowerCase().endsWith('.png'))
    return data.subarray(0, 8).equals(PNG_SIGNATURE) ? [] : [issue(file, 'is not a PNG image')];
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return [issue(file, 'is not UTF-8 text')];
  }
  if (!/<svg[\s>]/i.test(text)) return [issue(file, 'is not an SVG image')];
  // Shown inside the portal and shipped signed to tenants: it must be a picture only.
  return svgProblems(text).map((what) => issue(file, `SVG images cannot contain ${what}`));
}
