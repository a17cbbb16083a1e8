import { allModulesPath } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { mergeBundleFiles } from './allModules.ts';
import { i18nModules } from './i18n.ts';

/** The bundle files as the build reads them: module and locale from the path, the text as it is. */
const bundleFiles = Object.entries(
  import.meta.glob<string>('../../../public/public/static/i18n/*/*.json', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
).map(([file, text]) => {
  const [, module = '', locale = ''] = file.match(/\/i18n\/([^/]+)\/([^/]+)\.json$/) ?? [];
  return { module, locale, text };
});

describe('mergeBundleFiles', () => {
  it('gives each locale one object of its modules, keyed by module', () => {
    const merged = mergeBundleFiles([
      { module: 'core', locale: 'en', text: '{"a":"A"}' },
      { module: 'common', locale: 'en', text: '{"b":"B"}' },
      { module: 'common', locale: 'fr_CA', text: '{"b":"Bé"}' },
    ]);
    expect([...merged.keys()].sort()).toEqual(['en', 'fr_CA']);
    expect(JSON.parse(merged.get('en') ?? '')).toEqual({ common: { b: 'B' }, core: { a: 'A' } });
    expect(JSON.parse(merged.get('fr_CA') ?? '')).toEqual({ common: { b: 'Bé' } });
  });

  it('leaves out a merged file that is already in the folder', () => {
    const merged = mergeBundleFiles([
      { module: 'all', locale: 'en', text: '{"common":{}}' },
      { module: 'common', locale: 'en', text: '{"b":"B"}' },
    ]);
    expect(JSON.parse(merged.get('en') ?? '')).toEqual({ common: { b: 'B' } });
  });

  it('holds every module the app reads, as the files of the repository give them', () => {
    const en = JSON.parse(mergeBundleFiles(bundleFiles).get('en') ?? '{}') as Record<string, unknown>;
    expect(Object.keys(en).sort()).toEqual([...i18nModules].sort());
    const coreEn = bundleFiles.find((file) => file.module === 'core' && file.locale === 'en');
    expect(en.core).toEqual(JSON.parse(coreEn?.text ?? ''));
  });

  it('is read from one path per locale', () => {
    expect(allModulesPath('fr_CA')).toBe('/public/static/i18n/all/fr_CA.json');
  });
});
