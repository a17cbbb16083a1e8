import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, initialLanguage, switchLanguage } from './i18n.ts';

const bundles: Record<string, unknown> = {
  '/public/static/i18n/all/en.json': {
    common: { lib: { close: 'Close', only: 'English only' } },
    builder: { title: 'Builder' },
  },
  '/public/static/i18n/all/fr_CA.json': { common: { lib: { close: 'Fermer' } } },
  '/public/static/i18n/all/en_US.json': { common: { lib: { close: 'Close (US)' } } },
};
const requested = () => fetchMock.mock.calls.map((c) => String(c[0]));
const fetchMock = vi.fn<typeof fetch>(async (input) => {
  const body = bundles[String(input)];
  if (body === undefined)
    return new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } });
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
});
const noPseudo = { pseudoLanguages: false };
const withPseudo = { pseudoLanguages: true };

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

describe('initI18n', () => {
  it('starts in en with the en bundles of every module, read in one request', async () => {
    const i18n = await initI18n(noPseudo);
    expect(i18n.language).toBe('en');
    expect(i18n.t('lib.close')).toBe('Close');
    expect(i18n.t('builder:title')).toBe('Builder');
    expect(requested()).toEqual(['/public/static/i18n/all/en.json']);
    expect(document.documentElement.lang).toBe('en');
  });

  it('starts in the stored language and falls back to en for missing keys', async () => {
    localStorage.setItem('userLocale', 'fr_CA');
    const i18n = await initI18n(noPseudo);
    expect(i18n.language).toBe('fr_CA');
    expect(i18n.t('lib.close')).toBe('Fermer');
    expect(i18n.t('lib.only')).toBe('English only');
    expect(requested()).toEqual(['/public/static/i18n/all/en.json', '/public/static/i18n/all/fr_CA.json']);
    expect(document.documentElement.lang).toBe('fr-CA');
  });

  it('treats a module missing from the file as empty', async () => {
    const i18n = await initI18n(noPseudo);
    expect(i18n.getResourceBundle('en', 'admin')).toEqual({});
  });

  it('treats a missing file (answered with the app page) as empty and still starts', async () => {
    localStorage.setItem('userLocale', 'fr_CA');
    delete bundles['/public/static/i18n/all/fr_CA.json'];
    try {
      const i18n = await initI18n(noPseudo);
      expect(i18n.language).toBe('fr_CA');
      expect(i18n.getResourceBundle('fr_CA', 'common')).toEqual({});
      expect(i18n.t('lib.close')).toBe('Close');
    } finally {
      bundles['/public/static/i18n/all/fr_CA.json'] = { common: { lib: { close: 'Fermer' } } };
    }
  });

  it('generates a pseudo-language from en without fetching it', async () => {
    localStorage.setItem('userLocale', 'en_XA');
    const i18n = await initI18n(withPseudo);
    expect(i18n.t('lib.close')).toBe('[Çļóšé~~]');
    expect(requested()).toEqual(['/public/static/i18n/all/en.json']);
  });

  it('lays the page out right to left in ar_XB', async () => {
    localStorage.setItem('userLocale', 'ar_XB');
    await initI18n(withPseudo);
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar-XB');
  });
});

describe('initialLanguage', () => {
  it('ignores a stored pseudo-language when the flag is off', () => {
    localStorage.setItem('userLocale', 'en_XA');
    expect(initialLanguage(noPseudo)).toBe('en');
  });

  it('ignores a stored value that is no language of the portal', () => {
    localStorage.setItem('userLocale', 'de_DE');
    expect(initialLanguage(withPseudo)).toBe('en');
  });
});

describe('switchLanguage', () => {
  it('loads the new language, switches to it and stores it as userLocale', async () => {
    const i18n = await initI18n(noPseudo);
    await switchLanguage(i18n, 'en_US');
    expect(i18n.t('lib.close')).toBe('Close (US)');
    expect(requested()).toEqual(['/public/static/i18n/all/en.json', '/public/static/i18n/all/en_US.json']);
    expect(localStorage.getItem('userLocale')).toBe('en_US');
    expect(document.documentElement.dir).toBe('ltr');
  });
});
