import { describe, expect, it } from 'vitest';
import { configGivesSamePage, defaultPublicConfig } from './prerenderedPages.ts';

describe('configGivesSamePage', () => {
  const reads = { productName: 'Workday', envLevel: 'PROD', 'flags.languageSelector': false };

  it('accepts a config with every value the page read, whatever the others', () => {
    const config = { ...defaultPublicConfig, flags: { ...defaultPublicConfig.flags, copilot: true } };
    expect(configGivesSamePage(config, reads)).toBe(true);
  });

  it('refuses a config where one value the page read differs', () => {
    expect(configGivesSamePage({ ...defaultPublicConfig, productName: 'Acme' }, reads)).toBe(false);
    const flags = { ...defaultPublicConfig.flags, languageSelector: true };
    expect(configGivesSamePage({ ...defaultPublicConfig, flags }, reads)).toBe(false);
  });

  it('refuses a read of a setting the config does not have', () => {
    expect(configGivesSamePage(defaultPublicConfig, { 'flags.noSuchFlag': false })).toBe(false);
    expect(configGivesSamePage(defaultPublicConfig, { 'productName.length': 7 })).toBe(false);
  });

  it('compares null leaves as values', () => {
    expect(configGivesSamePage(defaultPublicConfig, { 'helpLinks.status': null })).toBe(true);
    const helpLinks = { community: null, status: 'https://status.example' };
    expect(configGivesSamePage({ ...defaultPublicConfig, helpLinks }, { 'helpLinks.status': null })).toBe(
      false,
    );
  });
});
