import { defaultPublicConfig } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { publicConfigOf } from './config.service.ts';

describe('publicConfigOf', () => {
  // The public pages are prerendered with defaultPublicConfig: a default that drifted from the
  // server's would stop them being served on a default deployment, silently.
  it("gives a server with no settings the contracts' default public config", () => {
    expect(publicConfigOf(loadConfig({}))).toEqual(defaultPublicConfig);
  });
});
