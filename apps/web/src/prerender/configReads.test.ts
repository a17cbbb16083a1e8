import { defaultPublicConfig } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { recordConfigReads } from './configReads.ts';

describe('recordConfigReads', () => {
  it('records the leaves read, by dotted path, and nothing else', () => {
    const { config, reads } = recordConfigReads(defaultPublicConfig);
    const { flags, productName } = config;
    expect(productName).toBe('Workday');
    expect(flags.copilot).toBe(false);
    expect(reads).toEqual({ productName: 'Workday', 'flags.copilot': false });
  });

  it('records every leaf of an object that is copied whole', () => {
    const { config, reads } = recordConfigReads(defaultPublicConfig);
    expect({ ...config.helpLinks }).toEqual({ community: null, status: null });
    expect(reads).toEqual({ 'helpLinks.community': null, 'helpLinks.status': null });
  });

  it('gives the same object each time, so memoised values keep', () => {
    const { config } = recordConfigReads(defaultPublicConfig);
    expect(config.flags).toBe(config.flags);
  });
});
