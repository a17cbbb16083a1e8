import type { SourceIssue } from '@portal/contracts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** What makes an SVG active content: it is shown inside the portal, so it must be a picture only. */
const SVG_ACTIVE_CONTENT: [RegExp, string][] = [
  [/<script[\s>/]/i, 'a <script> element'],
  [/<foreignObject[\s>/]/i, 'a <foreignObject> element'],
  [/\son[a-z]+\s*=/i, 'an event handler attribute'],
  [/javascript:/i, 'a javascript: URL'],
];

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
  return SVG_ACTIVE_CONTENT.filter(([pattern]) => pattern.test(text)).map(([, what]) =>
    issue(file, `SVG images cannot contain ${what}`),
  );
}
