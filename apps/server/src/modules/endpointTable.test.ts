import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One way to declare an endpoint (docs/architecture.md "Endpoints"): the server registers its routes
 * from the endpoint table in packages/contracts and the web calls them by name. An area moved to the
 * table goes back to neither `app.get(` on the server nor `http.get(` on the web. Every server module has
 * moved; the web files below have not: the list may only shrink (an entry that no longer needs to be
 * here fails).
 */
const notYetMigrated = {
  /** Web files (under apps/web/src) that still call the http client with a path of their own. */
  webFiles: ['features/auth/signIn.ts', 'features/explorers/api/portalOpenApiQuery.ts'],
};

/**
 * Outside the table on purpose: the sandbox serves the tenant APIs' REST, SOAP and GraphQL, whose
 * operations come from the APIs' own descriptions, not from the portal's contracts.
 */
const outsideTheTable = {
  modules: ['sandbox'],
  /**
   * Files (under modules/) of a moved module that register routes by hand, each for a reason the table
   * cannot take. The authorize step of the API clients' authorization code flow (RFC 6749 4.1.1) answers
   * a browser, not a client: its GET renders the consent page or a problem page (HTML) and redirects with
   * 303 (to sign in, or back to the client with a code or an RFC 6749 4.1.2.1 error), and the consent page
   * posts its form to the second route. An endpoint's spec describes a JSON body or a file only, so the
   * table would change their OpenAPI description (the HTML pages, the 303) or their answers. RP-initiated
   * logout is the same kind: a confirmation page, its form post, and a 303 back to the application.
   */
  routeFiles: ['apiClients/authorize.routes.ts', 'apiClients/rpLogout.routes.ts'],
  webFiles: [
    // The language bundles are static files, not an API.
    'lib/i18n/i18n.ts',
    // The sandbox's OpenAPI documents and its GraphQL changelog.
    'features/explorers/sandbox/api/useOpenApiOperations.ts',
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
  const moved = modules.filter((domain) => !outsideTheTable.modules.includes(domain));

  it.each(moved)('%s registers its routes only through the table', (domain) => {
    const allowed = outsideTheTable.routeFiles.filter((file) => file.startsWith(`${domain}/`));
    expect(registersByHand(domain)).toEqual(allowed);
  });

  it('leaves the web calling by hand only from the files not moved yet', () => {
    expect(webFilesCallingByHand).toEqual([...notYetMigrated.webFiles].sort());
  });
});
