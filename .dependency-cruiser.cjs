/**
 * The architecture's boundaries, checked on every `npm test` (`npm run lint:arch`). Each rule names the
 * section of docs/architecture.md ("Boundaries") that explains it. Type-only imports count: a type pulls
 * its module into the other's vocabulary as surely as a value does.
 */
const server = '^apps/server/src/';
const web = '^apps/web/src/';
/** Web files that exist for tests only: the tests, the per-feature API stubs and lib/testing. */
const webTestFiles = ['\\.test\\.tsx?$', 'TestApi\\.ts$', `${web}lib/testing/`, `${web}test/`];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle makes load order decide behaviour; split the shared part out instead.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'contracts-stand-alone',
      severity: 'error',
      comment: 'packages/contracts is shared by web and server, so it imports neither.',
      from: { path: '^packages/contracts/' },
      to: { path: '^apps/' },
    },
    {
      name: 'server-and-web-apart',
      severity: 'error',
      comment: 'Web and server share code only through packages/contracts.',
      from: { path: '^apps/(server|web)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'cli-speaks-only-http',
      severity: 'error',
      comment:
        'The CLI is a client of the portal API like any pipeline: it shares only packages/contracts with the ' +
        'server and reaches it over HTTP. Its tests may start the real server through apps/server/test.',
      from: { path: '^packages/cli/', pathNot: '^packages/cli/test/' },
      to: { path: '^apps/' },
    },
    {
      name: 'apps-do-not-import-the-cli',
      severity: 'error',
      comment: 'The CLI sits beside the web and the server; neither depends on it.',
      from: { path: '^(apps|packages/contracts)/' },
      to: { path: '^packages/cli/' },
    },
    // --- server ---
    {
      name: 'server-orm-only-in-repositories',
      severity: 'error',
      comment:
        'SQL lives in *.repository.ts (and db/ itself): only they import drizzle or the table objects. ' +
        'Tests may set up rows directly.',
      from: {
        path: server,
        pathNot: [`${server}db/`, '\\.repository\\.ts$', '\\.test\\.ts$'],
      },
      to: { path: ['^node_modules/drizzle-orm/', `${server}db/schema/`] },
    },
    {
      name: 'server-routes-call-their-service',
      severity: 'error',
      comment:
        'A route handler parses, calls its module service and shapes the answer; rules and SQL stay behind the service.',
      from: { path: '\\.routes\\.ts$' },
      to: { path: '\\.repository\\.ts$' },
    },
    {
      name: 'server-modules-meet-through-services',
      severity: 'error',
      comment:
        "A module reaches another module through that module's service, its *.port.ts or its *.module.ts, " +
        'never its repository or internals.',
      from: { path: `${server}modules/([^/]+)/`, pathNot: '\\.test\\.ts$' },
      to: {
        path: `${server}modules/[^/]+/`,
        pathNot: [`${server}modules/$1/`, '\\.service\\.ts$', '\\.port\\.ts$', '\\.module\\.ts$'],
      },
    },
    {
      name: 'server-seed-meets-modules-through-services',
      severity: 'error',
      comment:
        'The demo world is made as the modules make their data: seed/ reaches a module through its service, ' +
        'its *.port.ts or its *.module.ts, never its repository or internals. What the seed writes without a ' +
        "request (past a service's checks) the module names in its port (awsAccessSeeding, tenantsSeeding).",
      from: { path: `${server}seed/`, pathNot: '\\.test\\.ts$' },
      to: {
        path: `${server}modules/[^/]+/`,
        pathNot: ['\\.service\\.ts$', '\\.port\\.ts$', '\\.module\\.ts$'],
      },
    },
    {
      name: 'server-modules-do-not-import-the-seed',
      severity: 'error',
      comment:
        'The seed makes the demo world through the modules, so neither a module nor the sign-in pages (oidc/, ' +
        'which modules use) import it back: that closed a cycle between the folders. What the sign-in page ' +
        'shows of the demo accounts, app.ts hands in. Tests may seed.',
      from: { path: `${server}(modules|oidc)/`, pathNot: '\\.test\\.ts$' },
      to: { path: `${server}seed/` },
    },
    {
      name: 'server-ports-reexport-no-repository',
      severity: 'error',
      comment:
        "A module's *.port.ts offers functions over its data, never its repository itself: a re-exported " +
        'repository lets another module run any of its queries, past the rules of its service. This rule sees ' +
        '`export ... from` only; modules/portsHideRepositories.test.ts catches an imported repository exported.',
      from: { path: `${server}modules/[^/]+/[^/]+\\.port\\.ts$` },
      to: { path: '\\.repository\\.ts$', dependencyTypes: ['export'] },
    },
    {
      name: 'server-builds-do-not-import-apps',
      severity: 'error',
      comment:
        'Apps depend on builds (a version schedules its build, an app shows its latest): builds never import ' +
        'apps back, or the two modules would form a cycle. What both need (the zip upload reader) is in platform/.',
      from: { path: `${server}modules/builds/`, pathNot: '\\.test\\.ts$' },
      to: { path: `${server}modules/apps/` },
    },
    {
      name: 'server-tenants-do-not-import-deploy',
      severity: 'error',
      comment:
        'Deploy depends on tenants (it deploys to one): tenants never import deploy back. What tenants ask of ' +
        'deployments is their own DeploymentCounts type, which app.ts fills from deploy.port.ts.',
      from: { path: `${server}modules/tenants/`, pathNot: '\\.test\\.ts$' },
      to: { path: `${server}modules/deploy/` },
    },
    {
      name: 'server-platform-knows-no-module',
      severity: 'error',
      comment: 'platform/ is what every module uses; it depends on none of them.',
      from: { path: `${server}(platform|db)/`, pathNot: '\\.test\\.ts$' },
      to: { path: `${server}(modules|seed|oidc|sandbox)/` },
    },
    {
      name: 'server-db-knows-no-platform',
      severity: 'error',
      comment:
        'platform/ reads and writes through db/, so db/ never imports platform/ back; what both need of Node ' +
        "(a process check, the threads' limits) is in runtime/.",
      from: { path: `${server}db/`, pathNot: '\\.test\\.ts$' },
      to: { path: `${server}platform/` },
    },
    {
      name: 'server-runtime-stands-alone',
      severity: 'error',
      comment:
        'runtime/ holds facts about Node that db/ and platform/ share; it imports nothing of the server.',
      from: { path: `${server}runtime/` },
      to: { path: `${server}`, pathNot: `${server}runtime/` },
    },
    // --- web ---
    {
      name: 'web-features-do-not-import-the-shell',
      severity: 'error',
      comment:
        'The shell (app/) collects the features; a feature imports lib/ and contracts only. A test that needs ' +
        'the whole portal renders it through test/renderPortal.tsx; pages learn the route table from lib/routes.',
      from: { path: `${web}features/` },
      to: { path: `${web}app/` },
    },
    {
      name: 'web-features-do-not-import-each-other',
      severity: 'error',
      comment:
        'What two features share lives in lib/ or in the feature that owns it; a feature reaches into another ' +
        'only through its public entry, features/<name>/index.ts, which names what others may use.',
      from: { path: `${web}features/([^/]+)/` },
      to: {
        path: `${web}features/`,
        pathNot: [`${web}features/$1/`, `${web}features/[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'web-feature-entries-name-their-own',
      severity: 'error',
      comment:
        "A feature's index.ts names what others may use of that feature, so it re-exports from its own " +
        'folder only: an entry that passed another feature on would be a second way into that one.',
      from: { path: `${web}features/([^/]+)/index\\.ts$` },
      to: { path: `${web}features/`, pathNot: `${web}features/$1/` },
    },
    {
      name: 'web-no-shared-feature',
      severity: 'error',
      comment:
        'features/shared became where shared domain code piled up, owned by no one. What a feature owns and ' +
        'others use stays in it, named in its index.ts; what knows no domain is in lib/. So nothing imports ' +
        'features/shared; docsMatchFolders.test.ts fails on the folder itself, which is no listed feature.',
      from: {},
      to: { path: `${web}features/shared/` },
    },
    {
      name: 'web-test-helpers-only-in-tests',
      severity: 'error',
      comment:
        'src/test/ (render helpers, the identity stub, the whole portal for a test) is for tests; the app never ' +
        'ships it. It is also the one way a feature test reaches the shell (test/renderPortal.tsx).',
      from: { path: web, pathNot: webTestFiles },
      to: { path: `${web}test/` },
    },
    {
      name: 'web-lib-knows-no-feature',
      severity: 'error',
      comment: 'lib/ is what every feature uses; it imports no feature and not the shell.',
      from: { path: `${web}lib/` },
      to: { path: `${web}(features|app)/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['/dist/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
