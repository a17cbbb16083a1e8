import { describe, expect, it } from 'vitest';
import { publicPages, renderPublicPage } from './renderPublicPage.tsx';

/** The en bundles as the build reads them, keyed by module. */
const bundles = Object.fromEntries(
  Object.entries(
    import.meta.glob<Record<string, unknown>>('../../public/public/static/i18n/*/en.json', {
      import: 'default',
      eager: true,
    }),
  ).map(([file, bundle]) => [file.replace(/^.*\/i18n\/([^/]+)\/en\.json$/, '$1'), bundle]),
);

describe('renderPublicPage', () => {
  it('renders the signed-out home with its content, title and the settings it read', async () => {
    const page = await renderPublicPage('/', bundles);
    expect(page.html).toContain('Sign in');
    expect(page.html).toContain('Get started in four steps');
    expect(page.title).toBe('Home | Workday Developers');
    expect(page.language).toBe('en');
    expect(page.configReads).toMatchObject({ productName: 'Workday', envLevel: 'PROD' });
  });

  it('reads no feature flag for a visitor: the header shows none of the signed-in controls', async () => {
    for (const { path } of publicPages) {
      const { configReads } = await renderPublicPage(path, bundles);
      expect(Object.keys(configReads).filter((key) => key.startsWith('flags.'))).toEqual([]);
    }
  });
});
