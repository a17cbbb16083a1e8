import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One way to declare an endpoint (docs/architecture.md "Endpoints"): the server registers its routes
 * from the endpoint table in packages/contracts and the web calls them by name. An area moved to the
 * table goes back to neither `app.get(` on the server nor `http.get(` on the web. The lists below are
 * the areas not moved yet: they may only shrink (an entry that no longer needs to be here fails).
 */
const notYetMigrated = {
  /** Server modules whose routes files still register routes by hand. */
  modules: ['apiClients'],
  /** Web files (under apps/web/src) that still call the http client with a path of their own. */
  webFiles: [
    'features/api-clients/api/apiClientsApi.ts',
    'features/auth/signIn.ts',
    'features/explorers/api/portalOpenApiQuery.ts',
    'features/shared/sandbox/ClientTokenDialog.tsx',
    'features/tenants/api/tenantTokensApi.ts',
  ],
};

/**
 * Outside the table on purpose: the sandbox serves the tenant APIs' REST, SOAP and GraphQL, whose
 * operations come from the APIs' own descriptions, not from the portal's contracts.
 */
const outsideTheTable = {
  modules: ['sandbox'],
  webFiles: [
    // The language bundles are static files, not an API.
    'lib/i18n/i18n.ts',
    // The sandbox's OpenAPI documents and its GraphQL changelog.
    'features/shared/sandbox/api/useOpenApiOperations.ts',
    'features/explorers/api/explorerQueries.ts',
  ],
};

const modulesDir = path.dirname(fileURLToPath(import.meta.url));
const webSrc = path.resolve(modulesDir, '../../../web/src');

const rawRoute = /\b(?:app|fastify|scope|instance)\.(?:get|post|put|patch|delete|head|route)\(/g;
/**
 * WebSockets (the builder's language server, the notifications socket) stay registered by hand: the
 * table describes HTTP operations (docs/decisions/endpoint-table.md). Their options follow the path.
 */
const socketOptions = /^[^{]*\{\s*websocket: true,/;
const rawCall = /\bhttp\s*\.(?:get|post|put|patch|delete|request|stream|fetchAll)\s*[<(]/;

const isSource = (file: string) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && isSource(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const modules = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The HTTP routes a source registers by hand: every raw registration but a socket's. */
function httpRoutesByHand(source: string): number {
  return [...source.matchAll(rawRoute)].filter(
    (match) => !socketOptions.test(source.slice(match.index + match[0].length)),
  ).length;
}

function registersByHand(domain: string): string[] {
  return sourceFiles(path.join(modulesDir, domain))
    .filter((file) => httpRoutesByHand(readFileSync(file, 'utf8')) > 0)
    .map((file) => path.relative(modulesDir, file));
}

const webFilesCallingByHand = sourceFiles(webSrc)
  .filter((file) => !file.endsWith(path.join('lib', 'http', 'httpClient.ts')))
  .filter((file) => rawCall.test(readFileSync(file, 'utf8')))
  .map((file) => path.relative(webSrc, file))
  .filter((file) => !outsideTheTable.webFiles.includes(file))
  .sort();

describe('the endpoint table', () => {
  const moved = modules.filter(
    (domain) => !notYetMigrated.modules.includes(domain) && !outsideTheTable.modules.includes(domain),
  );

  it.each(moved)('%s registers its routes only through the table', (domain) => {
    expect(registersByHand(domain)).toEqual([]);
  });

  it.each(notYetMigrated.modules)('%s, not moved yet, is still a module that registers by hand', (domain) => {
    expect(modules).toContain(domain);
    expect(registersByHand(domain).length, `${domain} has moved: take it off the list`).toBeGreaterThan(0);
  });

  it('leaves the web calling by hand only from the files not moved yet', () => {
    expect(webFilesCallingByHand).toEqual([...notYetMigrated.webFiles].sort());
  });
});
