import { describe, expect, it } from 'vitest';
import { csvField, csvLine } from './logExport.ts';

describe('csvField', () => {
  it('leaves plain values alone', () => {
    expect(csvField('GET /apps 200')).toBe('GET /apps 200');
  });

  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('line1\nline2')).toBe('"line1\nline2"');
    expect(csvField('cr\r')).toBe('"cr\r"');
  });

  it('defuses values a spreadsheet would run as formulas', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
  });
});

describe('csvLine', () => {
  it('writes the attributes as JSON in one quoted field', () => {
    const line = csvLine({
      id: '1',
      appId: null,
      date: '2026-11-22T10:00:00.000Z',
      source: 'api',
      type: 'access',
      level: 'info',
      message: 'ok',
      attributes: { status: 200, path: '/a' },
    });
    expect(line).toBe('2026-11-22T10:00:00.000Z,,api,access,info,ok,"{""status"":200,""path"":""/a""}"\r\n');
  });
});
