import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One module shape (docs/architecture.md "Modules"): every modules/<domain>/ has its routes, its
 * service and the module file that registers it, and app.ts registers every module the same way.
 * A repository is there when the domain has data of its own.
 */
const modulesDir = path.dirname(fileURLToPath(import.meta.url));
const domains = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const appTs = readFileSync(path.join(modulesDir, '..', 'app.ts'), 'utf8');
const capitalised = (name: string) => name[0]!.toUpperCase() + name.slice(1);

describe('the module shape', () => {
  it.each(domains)('%s has <domain>.routes.ts, .service.ts and .module.ts', (domain) => {
    const files = readdirSync(path.join(modulesDir, domain));
    for (const kind of ['routes', 'service', 'module'])
      expect(files, `modules/${domain}/${domain}.${kind}.ts`).toContain(`${domain}.${kind}.ts`);
  });

  it.each(domains)('%s is registered by app.ts through register<Domain>Module', (domain) => {
    expect(appTs).toContain(`./modules/${domain}/${domain}.module.ts`);
    expect(appTs).toMatch(new RegExp(`await register${capitalised(domain)}Module\\(app, `));
  });
});
