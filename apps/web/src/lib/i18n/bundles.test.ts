import { describe, expect, it } from 'vitest';
import commonEn from '../../../public/public/static/i18n/common/en.json';
import commonEnUs from '../../../public/public/static/i18n/common/en_US.json';
import commonFrCa from '../../../public/public/static/i18n/common/fr_CA.json';

function keyPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

describe('lib translation bundles', () => {
  it.each([
    ['en_US', commonEnUs],
    ['fr_CA', commonFrCa],
  ])('%s translates every lib string of en and nothing else', (_, bundle) => {
    expect(keyPaths(bundle.lib).sort()).toEqual(keyPaths(commonEn.lib).sort());
  });

  it('keeps the interpolations of each en string in fr_CA', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{\w+\}\}/g)].map((m) => m[0]).sort();
    const { title, body } = commonEn.lib.externalLink;
    expect(placeholders(commonFrCa.lib.externalLink.title)).toEqual(placeholders(title));
    expect(placeholders(commonFrCa.lib.externalLink.body)).toEqual(placeholders(body));
  });
});
