import { describe, expect, it } from 'vitest';
import commonEn from '../../../public/public/static/i18n/common/en.json';
import commonEnUs from '../../../public/public/static/i18n/common/en_US.json';
import commonFrCa from '../../../public/public/static/i18n/common/fr_CA.json';
import { i18nModules } from './i18n.ts';

function keyPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

/** Every bundle file as text (Vite's glob import), keyed by module and locale: `console/fr_CA`. */
const bundleFiles = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>('../../../public/public/static/i18n/*/*.json', {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
  ).map(([file, text]) => [file.replace(/^.*\/i18n\/([^/]+)\/([^/]+)\.json$/, '$1/$2'), text]),
);
const frCaModules = Object.keys(bundleFiles)
  .filter((name) => name.endsWith('/fr_CA'))
  .map((name) => name.slice(0, -'/fr_CA'.length))
  .sort();

/** The strings of a bundle in file order, by key path (array items by index: `terms.sections.0.body`). */
function strings(value: unknown, prefix = ''): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (value === null || typeof value !== 'object') return [[prefix, String(value)]];
  return Object.entries(value).flatMap(([key, child]) => strings(child, prefix ? `${prefix}.${key}` : key));
}
const bundleStrings = (module: string, locale: string) =>
  new Map(strings(JSON.parse(bundleFiles[`${module}/${locale}`] ?? '{}')));

/**
 * French has a CLDR 'many' category (1 000 000) that en lacks: a `_many` form is allowed next to the
 * `_other` form of a plural key of en, and must read the same. Gives the en key each fr key stands for.
 */
function enKeyOf(frKey: string, en: Map<string, string>): string {
  return frKey.endsWith('_many') && !en.has(frKey) && en.has(frKey.replace(/_many$/, '_other'))
    ? frKey.replace(/_many$/, '_other')
    : frKey;
}

/** What a translation must carry over unchanged: `{{name}}` / `{{name, format}}`, `$t(key)`, `<0>` tags. */
const placeholders = (text: string) =>
  [...new Set(text.match(/\{\{[^{}]*\}\}|\$t\([^()]*\)|<\/?\d+\s*\/?>/g) ?? [])].sort();

describe('lib translation bundles', () => {
  it.each([
    ['en_US', commonEnUs],
    ['fr_CA', commonFrCa],
  ])('%s translates every lib string of en and nothing else', (_, bundle) => {
    expect(keyPaths(bundle.lib).sort()).toEqual(keyPaths(commonEn.lib).sort());
  });

  it('keeps the interpolations of each en string in fr_CA', () => {
    const { title, body } = commonEn.lib.externalLink;
    expect(placeholders(commonFrCa.lib.externalLink.title)).toEqual(placeholders(title));
    expect(placeholders(commonFrCa.lib.externalLink.body)).toEqual(placeholders(body));
  });
});

describe('fr_CA bundles', () => {
  it('exist for every translation module', () => {
    expect(frCaModules).toEqual([...i18nModules].sort());
  });

  it('finds the placeholders of every form', () => {
    expect(
      placeholders('{{count}} of {{total, number}}: $t(lib.modal.close) <0>more</0> <1/> {{count}}'),
    ).toEqual(['$t(lib.modal.close)', '</0>', '<0>', '<1/>', '{{count}}', '{{total, number}}'].sort());
  });

  describe.each(frCaModules)('%s/fr_CA.json', (module) => {
    const en = bundleStrings(module, 'en');
    const fr = bundleStrings(module, 'fr_CA');

    it('translates every string of en, in the order of en, and nothing else', () => {
      const frKeys = [...fr.keys()].filter((key) => enKeyOf(key, en) === key);
      expect(frKeys).toEqual([...en.keys()]);
    });

    it('gives a _many form the text of its _other form', () => {
      for (const key of fr.keys()) {
        const enKey = enKeyOf(key, en);
        if (enKey !== key) expect(fr.get(key), key).toBe(fr.get(enKey));
      }
    });

    it('keeps the placeholders of each en string', () => {
      for (const [key, text] of fr) {
        const source = en.get(enKeyOf(key, en));
        if (source !== undefined) expect(placeholders(text), key).toEqual(placeholders(source));
      }
    });

    it('is formatted like en: 2-space indentation and a final newline', () => {
      const text = bundleFiles[`${module}/fr_CA`] ?? '';
      expect(text).toBe(`${JSON.stringify(JSON.parse(text), null, 2)}\n`);
    });
  });
});
