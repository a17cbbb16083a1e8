import { describe, expect, it } from 'vitest';
import { isSandboxUrlTemplate, sandboxPath } from './sandboxPath.ts';

describe('http step URLs', () => {
  it('puts a step path under the tenant sandbox', () => {
    expect(sandboxPath('acme_dev', '/api/workers/v1/workers?limit=2')).toBe(
      '/sandbox/acme_dev/api/workers/v1/workers?limit=2',
    );
    // An encoded slash in a filled-in value stays one path segment.
    expect(sandboxPath('acme_dev', '/api/workers/v1/workers/W%201%2F2')).toBe(
      '/sandbox/acme_dev/api/workers/v1/workers/W%201%2F2',
    );
  });

  it('refuses templates that name a host or climb out', () => {
    expect(isSandboxUrlTemplate('/api/workers/v1/workers/{{inputs.id}}')).toBe(true);
    for (const url of [
      'https://evil.example/x',
      '//evil.example/x',
      'api/x',
      '/../../apphub/v1/apps',
      '/api/%2e%2e/%2e%2e/apphub',
      '/api/..%2fapphub',
      '/api\\..\\x',
      '/./api',
    ])
      expect(isSandboxUrlTemplate(url), url).toBe(false);
  });

  it('never lets a filled-in value leave the tenant sandbox', () => {
    for (const url of [
      '/../../apphub/v1/apps',
      '/api/%2e%2e/%2e%2e/%2e%2e/apphub',
      '/api/../../other_tenant/api',
    ])
      expect(sandboxPath('acme_dev', url), url).toBeNull();
  });
});
