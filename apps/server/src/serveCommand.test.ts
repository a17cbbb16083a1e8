import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bundleEntry, serveEntry, serveEnvPrefix, serveNodeArgs } from './serveCommand.ts';

describe('serve command', () => {
  it('is what package.json runs for npm run serve', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'));
    expect(pkg.scripts.serve).toBe([serveEnvPrefix, 'node', ...serveNodeArgs, serveEntry].join(' '));
  });

  it('is what package.json runs for npm run serve:built, which npm start runs after the build', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'));
    expect(pkg.scripts['serve:built']).toBe(
      [serveEnvPrefix, 'node', ...serveNodeArgs, bundleEntry].join(' '),
    );
    expect(pkg.scripts.start).toBe('npm run build && npm run serve:built');
  });
});
