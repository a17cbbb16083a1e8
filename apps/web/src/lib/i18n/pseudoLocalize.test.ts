import { describe, expect, it } from 'vitest';
import { pseudoLocalize, pseudoLocalizeString } from './pseudoLocalize.ts';

describe('pseudoLocalizeString', () => {
  it('accents, brackets and expands en_XA text', () => {
    expect(pseudoLocalizeString('Close', 'en_XA')).toBe('[Çļóšé~~]');
  });

  it('keeps interpolations, nesting and markup intact', () => {
    const result = pseudoLocalizeString('Hi {{name}}, see <1>$t(common:more)</1>', 'en_XA');
    expect(result).toContain('{{name}}');
    expect(result).toContain('<1>$t(common:more)</1>');
    expect(result.startsWith('[Ĥí ')).toBe(true);
  });

  it('wraps ar_XB text in a right-to-left override, leaving placeholders outside', () => {
    expect(pseudoLocalizeString('Leave {{site}}', 'ar_XB')).toBe('\u202eLeave \u202c{{site}}');
  });

  it('leaves an empty string empty', () => {
    expect(pseudoLocalizeString('', 'en_XA')).toBe('');
  });
});

describe('pseudoLocalize', () => {
  it('transforms every string of a nested bundle and keeps its keys and other values', () => {
    const bundle = { lib: { close: 'Close', count: 3, list: ['a'] } };
    expect(pseudoLocalize(bundle, 'en_XA')).toEqual({
      lib: { close: '[Çļóšé~~]', count: 3, list: ['[á~]'] },
    });
  });

  it('does not change the bundle it was given', () => {
    const bundle = { close: 'Close' };
    pseudoLocalize(bundle, 'ar_XB');
    expect(bundle).toEqual({ close: 'Close' });
  });
});
