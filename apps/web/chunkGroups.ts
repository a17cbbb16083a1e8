import fs from 'node:fs';
import path from 'node:path';
import type { Rolldown } from 'vite';

/**
 * How the web build groups modules into chunks (docs/decisions/chunk-groups.md). Left to itself, Rolldown
 * splits what index.html starts with into some 35 chunks (every module the shell shares with a lazy page
 * becomes a chunk of its own), so every page paid them before its own. Here the shell is the libraries
 * every page runs, in one group that changes rarely, and the shell's own code in one chunk; what several
 * pages share is in groups by the pages that load them, so that a page loads little code it does not run
 * (e2e/first-load.spec.ts) and Monaco, GraphiQL and the charts stay behind the dynamic imports of the
 * pages that use them.
 */
const nodeModule = (packages: string) => new RegExp(`[\\\\/]node_modules[\\\\/](?:${packages})[\\\\/]`);

/**
 * The modules the signed-in pages share (`signed-in` below): the contracts (but their schemas:
 * `isSchemaModule`), `lib/`, the header's widgets,
 * the sign-in helpers of the login page and the builder's session notice (not `signIn.ts`, which validates
 * the provider's answers with the contracts' schemas: the login page's own), and the console's app frame,
 * dialogs and lists (`/console` lands on the apps' list; the pages themselves, `*Page.tsx`, stay their own
 * chunks).
 */
const signedInShared =
  /(?:[\\/]packages[\\/]contracts[\\/]src[\\/]|[\\/]apps[\\/]web[\\/]src[\\/]lib[\\/]|[\\/]src[\\/](?:app[\\/]HeaderNavMore|features[\\/](?:auth[\\/]UserMenu|company[\\/]CompanySwitcher|inbox[\\/]InboxBell|product-updates[\\/]ProductUpdatesBell))\.tsx$|[\\/]src[\\/]features[\\/]auth[\\/](?:signIn\w+|useSignIn\w*)\.ts$|[\\/]src[\\/]features[\\/]console-apps[\\/](?:view|retire|list)[\\/].*(?<!Page|Redirect)\.tsx?$)/;
/**
 * What features own and other features use through their `index.ts`, which the signed-in pages share too
 * (`signed-in` below). The app view, list and build badge of console-apps are in the folders
 * `signedInShared` names.
 */
const signedInOwned = [
  // The account's entitlements and status, and the licences a company gives.
  /[\\/]src[\\/]features[\\/]account[\\/](?:entitlements[\\/]api[\\/]entitlementsApi\.ts|overview[\\/]AccountStatusBadge\.tsx|licenses[\\/](?:(?:EndLicenseDialog|GrantLicenseDialog|LicensesGiven|LicensesGivenTable)\.tsx|api[\\/]licensesApi\.ts))$/,
  // The company's tenants and the user's tenant tokens.
  /[\\/]src[\\/]features[\\/]tenants[\\/](?:api[\\/](?:tenantsApi|connectTenant)\.ts|storedTokens\.ts|useTenantToken\.ts|ConsentDialog\.tsx)$/,
  // The scopes' labels.
  /[\\/]src[\\/]features[\\/]api-clients[\\/]scopeLabels\.ts$/,
  // The catalog's API and grid.
  /[\\/]src[\\/]features[\\/]app-catalog[\\/](?:api[\\/][^\\/]+|Catalog(?:EntryCard|Grid)\.tsx)$/,
  // The apps' API, the create and deploy dialogs, zip fields, live builds and events, retry, and an app's
  // orchestration runs followed live.
  /[\\/]src[\\/]features[\\/]console-apps[\\/](?:(?:api|create|deploy|live|source)[\\/][^\\/]+|builds[\\/]RetryBuildButton\.tsx|orchestrations[\\/](?:RunStatusBadge\.tsx|api[\\/]orchestrations(?:Api|Queries)\.ts|live[\\/]\w+\.ts))$/,
];
/**
 * What stays out of `signed-in`: modules whose imports would bring a heavy library into every signed-in page
 * (Monaco and its workers, the code highlighter, the build log's virtual list), re2js's regex check (its
 * `re2Check.ts` entry is loaded by `import()` where a regex is typed: in the group, re2js would come
 * with it), and the company events' parser, loaded by `import()` when the events' socket opens: in the
 * group, the contracts' schemas would come with it.
 */
const signedInExcluded =
  /[\\/](?:lib[\\/](?:monaco|markdown|code)[\\/]|features[\\/]console-apps[\\/](?:builds[\\/]BuildLog|live[\\/]parseCompanyEvent)|contracts[\\/]src[\\/]logs[\\/](?:regex|re2Check)\.ts)/;

const contractsModule = /[\\/]packages[\\/]contracts[\\/]src[\\/][^?]+\.ts$/;
/** zod imported as a value and called. */
const zodValue = /^import \{ z \} from 'zod';$/m;
const schemaCall = /\bz\s*\.\s*\w+\(/;
/** A relative import of values (not `import type`), its names and its path. */
const valueImport = /^import \{([^}]*)\} from '(\.[^']+)';$/gm;
const needsSchemas = new Map<string, boolean>();
/**
 * The contracts' modules that build zod schemas or use what one exports (`contracts-schemas` below), told
 * by their text: a module evaluates its schemas when it loads, so the pages that validate nothing must not
 * load one. What the first screens need of the contracts is in modules without zod (the endpoint tables,
 * `appEnums.ts`).
 */
function isSchemaModule(id: string): boolean {
  if (!contractsModule.test(id)) return false;
  const known = needsSchemas.get(id);
  if (known !== undefined) return known;
  // An import cycle back to this module adds nothing to what the rest of its imports decide.
  needsSchemas.set(id, false);
  const text = fs.readFileSync(id, 'utf8');
  const needs =
    (zodValue.test(text) && schemaCall.test(text)) ||
    [...text.matchAll(valueImport)].some(
      ([, names = '', from = '']) =>
        names.split(',').some((name) => name.trim() !== '' && !name.trim().startsWith('type ')) &&
        isSchemaModule(path.resolve(path.dirname(id), from)),
    );
  needsSchemas.set(id, needs);
  return needs;
}

/**
 * The editing pages' own stylesheets, a few hundred bytes each (the builder's tabs, the build log): in
 * `signed-in`'s stylesheet rather than a request each on the builder's first screen. By file name, not
 * folder, so that they stay matched where their feature keeps them.
 */
const editingStyles = /[\\/](?:EditorTabs|BuildLogs)\.module\.css$/;

/** The Mantine modules the shell renders (`vendor-mantine`). */
const mantineShell = nodeModule(
  '@mantine[\\\\/](?:core|hooks|notifications)|@floating-ui|react-remove-scroll[a-z-]*|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|detect-node-es|aria-hidden|tslib|clsx|react-number-format|react-textarea-autosize|tabbable|type-fest',
);

/** What every page runs of React, the router, TanStack Query and i18next (`vendor`). */
const vendorShell = nodeModule(
  'react|react-dom|scheduler|react-router|@tanstack[\\\\/]react-query|@tanstack[\\\\/]query-core|cookie|set-cookie-parser|i18next|react-i18next|html-parse-stringify|void-elements',
);

/**
 * What of `vendor-pages`' libraries no signed-in page's first screen imports (`vendor-forms`): zod, which the
 * contracts' schemas and the forms build with (`signed-in` imports its types only), and the Mantine inputs and
 * panels that only some pages' forms and panels render, with their helpers (react-number-format for
 * NumberInput). The inputs the shared dialogs and lists render (TextInput, Select, Checkbox, Radio, Textarea,
 * FileInput, SegmentedControl) stay in `vendor-pages`.
 */
const formsOnly = new RegExp(
  `${nodeModule('zod|react-number-format').source}|${nodeModule('@mantine[\\\\/]core').source}esm[\\\\/]components[\\\\/](?:Accordion|Autocomplete|Chip|ColorSwatch|Drawer|Fieldset|FileButton|Highlight|Image|Mark|MultiSelect|NumberInput|PasswordInput|Pill|PillsInput|Spoiler|Switch|TableOfContents|TagsInput)[\\\\/]|${nodeModule('@mantine[\\\\/]hooks').source}esm[\\\\/]use-(?:long-press|scroll-spy)[\\\\/]`,
);

/** What the signed-in pages run of the libraries beyond the shell's (`vendor-pages`). */
const vendorPages = nodeModule(
  '@mantine[\\\\/](?:core|hooks)|@floating-ui|@tanstack[\\\\/](?:react-query|query-core)|zod|use-sync-external-store',
);

/** The builder's own modules beyond its drafts (`builder`). */
const builderEditor = /[\\/]src[\\/]features[\\/]builder[\\/](?:workspace|editor|languageServer|local)[\\/]/;
/** The Tabler icons: those the shell renders go with `vendor`, the others with `vendor-public`. */
const icons = nodeModule('@tabler[\\\\/]icons-react');
const mantinePublic = new RegExp(
  `${nodeModule('@mantine[\\\\/]core').source}esm[\\\\/](?:components[\\\\/](?:Anchor|Badge|Card|Divider|Grid|List|Paper|SimpleGrid|ThemeIcon)|core[\\\\/]utils[\\\\/]get-base-value)[\\\\/]`,
);

export const codeSplitting: Rolldown.CodeSplittingOptions = {
  groups: [
    // What every page runs before its own code, in one chunk: React, the router, TanStack Query, i18next and
    // the Mantine components the shell renders (docs/decisions/chunk-groups.md). They
    // change when a dependency is upgraded, not with the portal's code: cached across releases. Not Mantine's
    // stylesheets: main.tsx imports them before the app's own, and in the shell's chunk they are one
    // stylesheet with the app's, one request fewer on every page (they change with an upgrade, and the app's
    // with most releases: 30 KB brotli fetched again then).
    {
      name: 'vendor',
      test: (id) => vendorShell.test(id) || icons.test(id) || (mantineShell.test(id) && !id.endsWith('.css')),
      tags: ['$initial'],
      priority: 50,
    },
    // The Mantine components the public pages (`/`, `/about`) render beyond the shell's, and the icons beyond
    // the shell's, in one chunk rather than one per component, and without the signed-in pages' inputs, menus
    // and modals. `/`, `/about` and every signed-in page load both (two requests before).
    {
      name: 'vendor-public',
      test: (id) => mantinePublic.test(id) || icons.test(id),
      priority: 36,
    },
    // What the signed-in pages run of the libraries beyond the shell's, in one chunk: every other Mantine
    // component and its helpers (inputs, menus, popovers, modals, tables: some 30 chunks, one per component,
    // before their own code) but the forms' (`vendor-forms` below), and TanStack Query's modules beyond the
    // shell's (mutations). Every signed-in page loads it. Never `/`'s (it renders `vendor-public` only:
    // e2e/first-load.spec.ts). Below the shell: a module of
    // these the shell came to import would stay the shell's, not bring this chunk to every page.
    {
      name: 'vendor-pages',
      test: (id) => vendorPages.test(id) && !formsOnly.test(id),
      priority: 28,
    },
    // The rest of them, for the pages whose forms or panels use them (`formsOnly`): zod and these inputs
    // were 170 KB of `vendor-pages` (45 KB brotli) that the apps list's first screen downloaded and never ran
    // (bench/README.md "zod and the forms' inputs out of the console's first screen"). Below `vendor-pages`,
    // so that what these import of the shared inputs stays there.
    { name: 'vendor-forms', test: formsOnly, priority: 26 },
    // Monaco (the builder's editor, the explorers' GraphiQL, the diffs) and the portal's one environment for
    // it: Rolldown split the editor in some seven chunks by which of those pages use which part; every page
    // that edits loads nearly all of it anyway. Its workers stay files of their own. Below the shell: the
    // group takes in what its modules import, Vite's preload helper among them, which the shell runs.
    {
      name: 'vendor-monaco',
      test: /(?:[\\/]node_modules[\\/]monaco-editor[\\/]|[\\/]src[\\/]lib[\\/]monaco[\\/])/,
      priority: 29,
    },
    // What the signed-in pages share, in one chunk on every one of them instead of some 30 (the header's
    // widgets, which the shell loads once a user is signed in; the contracts' modules; the shared UI of
    // `lib/` and what features own and others use: tables, modals, badges, the apps' dialogs, queries and
    // mutations; the apps' API and dayjs, which home loads only for a signed-in user; the toasts' corner,
    // which the shell loads with the first toast, so a signed-in page has it at no request). They load
    // `vendor-pages` (zod among it) anyway. Below the shell, so what `/` loads stays out of it
    // (e2e/first-load.spec.ts); what only an editor, an explorer or a log view needs (Monaco, re2js, the code
    // highlighter, the virtual list) stays out too, since the group takes in what its modules import.
    {
      name: 'signed-in',
      test: (id) =>
        ((signedInShared.test(id) || signedInOwned.some((owned) => owned.test(id))) &&
          !signedInExcluded.test(id) &&
          !isSchemaModule(id)) ||
        editingStyles.test(id),
      priority: 24,
    },
    // The contracts' schemas, one chunk for the pages that validate with them (forms, sign-in, the company's
    // events): building them was two thirds of `signed-in`'s evaluation on every signed-in page's first
    // screen (bench/README.md "The console's page in the first render"). Below `signed-in`, which keeps
    // the contracts' modules without zod that these import; a `signed-in` module that imported a schema
    // would take it back in.
    { name: 'contracts-schemas', test: isSchemaModule, priority: 23 },
    // The libraries GraphiQL shares with other pages, each in a chunk of its own above `graphiql` (which
    // would otherwise take them in): `graphql` (the studio's GraphQL operations), the virtual list (the
    // build log).
    { name: 'vendor-graphql', test: nodeModule('graphql'), priority: 27 },
    {
      name: 'vendor-virtual',
      test: nodeModule('@tanstack[\\\\/](?:react-virtual|virtual-core)'),
      priority: 27,
    },
    // GraphiQL connected: its pane and monaco-graphql's modules (the API, the GraphQL mode, its
    // `monaco-editor` entry, which it loads by `import()`), in one chunk instead of five. Below `signed-in`,
    // whose modules it imports.
    {
      name: 'graphiql',
      test: /(?:[\\/]node_modules[\\/](?:@graphiql|graphiql|monaco-graphql)[\\/]|[\\/]src[\\/]features[\\/]explorers[\\/]graphql[\\/]GraphiqlPane\.tsx$)/,
      priority: 20,
    },
    // What the app builder's pages share with the studio's and orchestration's: the drafts (queries,
    // mutations, the editor's state), the draft indicator, the builder's actions, the
    // manifest's components. No module here imports Monaco: the studio and orchestration pages load this
    // group and no editor (docs/decisions/chunk-groups.md).
    {
      name: 'builder-drafts',
      test: /[\\/]src[\\/]features[\\/]builder[\\/](?:api[\\/](?:builderApi|builderQueries|keys|draftMutations)\.ts|draft[\\/]\w+\.tsx?|workspace[\\/](?:DraftIndicator|useBuilderActions|buildRefusal\.utils)\.tsx?|editor[\\/]manifestComponents\.ts|orchestrate[\\/](?:orchestrationFiles|api[\\/]versionFiles)\.ts|studio[\\/]api[\\/]studioQueries\.ts)$/,
      priority: 20,
    },
    // The app builder's pages (the workspace, the local builder, the editor, the language server's client),
    // one chunk instead of three: they load Monaco, which the studio and orchestration pages must not, so
    // what those share with them is in `builder-drafts` above. Not the build panel, which the orchestration
    // editor renders too (`build-panel`).
    {
      name: 'builder',
      test: (id) => builderEditor.test(id) && !id.endsWith('BuildPanel.tsx'),
      priority: 19,
    },
    // The build panel of the builder and of the orchestration editor (the build's status, deploy tracking,
    // the build log), one chunk and one stylesheet with the console's build log instead of three files.
    {
      name: 'build-panel',
      test: /[\\/]src[\\/]features[\\/](?:builder[\\/](?:workspace[\\/]BuildPanel\.tsx|deploy[\\/])|console-apps[\\/]builds[\\/]BuildLog)/,
      priority: 21,
    },
    // The explorers' tenant connection and the GraphQL explorer's page, which renders little else before
    // GraphiQL: one request fewer on GraphiQL's first screen, for some 1 KB that the REST and SOAP explorers
    // and the studio's collections load with the tenant's modules.
    {
      name: 'explorer-tenant',
      test: /[\\/]src[\\/]features[\\/](?:explorers[\\/]sandbox[\\/](?:useExplorerTenant\.tsx|ClientTokenDialog\.tsx|api[\\/](?:sandboxKeys|clientToken)\.ts)|explorers[\\/]graphql[\\/]GraphExplorerPage\.tsx)$/,
      priority: 20,
    },
    // Everything else index.html starts with, in one chunk instead of one per module a page shares.
    { name: 'shell', tags: ['$initial'], priority: 30 },
  ],
};
