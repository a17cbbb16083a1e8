import { describe, expect, it } from 'vitest';
import { sandboxPath } from './sandboxPath.ts';

describe('sandboxPath', () => {
  it('puts a step path under the tenant sandbox', () => {
    expect(sandboxPath('acme_dev', '/api/workers/v1/workers?limit=2')).toBe(
      '/sandbox/acme_dev/api/workers/v1/workers?limit=2',
    );
  });

  it('refuses whatever could leave it', () => {
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
      expect(sandboxPath('acme_dev', url)).toBeNull();
  });
});
