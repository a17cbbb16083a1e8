import type { Rolldown } from 'vite';

/**
 * How the web build groups modules into chunks (docs/decisions/chunk-groups.md). Left to itself, Rolldown
 * splits what index.html starts with into some 35 chunks (every module the shell shares with a lazy page
 * becomes a chunk of its own), so every page paid them before its own. Here the shell is the libraries
 * every page runs, in a few groups that change rarely, and the shell's own code in one chunk; zod is one
 * chunk of its own; the pages and what they share stay as Rolldown splits them, so that a page loads no
 * code it does not run (e2e/first-load.spec.ts) and Monaco, GraphiQL and the charts stay behind the
 * dynamic imports of the pages that use them.
 */
const nodeModule = (packages: string) => new RegExp(`[\\\\/]node_modules[\\\\/](?:${packages})[\\\\/]`);

export const codeSplitting: Rolldown.CodeSplittingOptions = {
  groups: [
    // They change when a dependency is upgraded, not with the portal's code: cached across releases.
    {
      name: 'vendor-react',
      test: nodeModule(
        'react|react-dom|scheduler|react-router|@tanstack[\\\\/]react-query|@tanstack[\\\\/]query-core|cookie|set-cookie-parser',
      ),
      tags: ['$initial'],
      priority: 50,
    },
    {
      name: 'vendor-i18n',
      test: nodeModule('i18next|react-i18next|html-parse-stringify|void-elements'),
      tags: ['$initial'],
      priority: 50,
    },
    {
      // Only the components the shell renders: the others go with the pages that use them.
      name: 'vendor-mantine',
      test: nodeModule(
        '@mantine[\\\\/](?:core|hooks|notifications)|@floating-ui|react-remove-scroll[a-z-]*|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|detect-node-es|aria-hidden|tslib|clsx|react-number-format|react-textarea-autosize|tabbable|type-fest',
      ),
      tags: ['$initial'],
      priority: 40,
    },
    // The Mantine components the public pages (`/`, `/about`) render beyond the shell's, in one chunk rather
    // than one per component, and without the signed-in pages' inputs, menus and modals.
    {
      name: 'vendor-mantine-public',
      test: new RegExp(
        `${nodeModule('@mantine[\\\\/]core').source}esm[\\\\/](?:components[\\\\/](?:Anchor|Badge|Card|Divider|Grid|List|Paper|SimpleGrid|ThemeIcon)|core[\\\\/]utils[\\\\/]get-base-value)[\\\\/]`,
      ),
      priority: 36,
    },
    // Every other Mantine component and its helpers (inputs, menus, popovers, modals, tables): the signed-in
    // pages and their header loaded some 30 chunks of them, one per component, before their own code.
    {
      name: 'vendor-mantine-pages',
      test: nodeModule('@mantine[\\\\/](?:core|hooks)|@floating-ui'),
      priority: 35,
    },
    // The icons of every page: small (4 KB gzip) and shared by most of them.
    { name: 'vendor-icons', test: nodeModule('@tabler[\\\\/]icons-react'), priority: 40 },
    // The apps' API (endpoint tables, client, query keys and queries, enums, view paths) that `/`'s dashboard
    // and every console page use: one chunk instead of some ten. A name list of modules without zod: `/`
    // loads this group, and must load no zod (e2e/first-load.spec.ts fails on a module here that brings it).
    {
      name: 'api-apps',
      test: /(?:[\\/]packages[\\/]contracts[\\/]src[\\/](?:endpoints[\\/](?:adminApps|apps|builds|deploy|licenses|notifications)|apps[\\/]appEnums)|[\\/]src[\\/]features[\\/]shared[\\/]apps[\\/](?:api[\\/](?:appsApi|appsQueries|keys)|appViewPaths))\.ts$/,
      priority: 25,
    },
    // What `/` and the header's widgets both use, kept out of the widgets' group (which takes in what its
    // modules import): the date formatting with dayjs, and TanStack Query's mutations.
    {
      name: 'dates',
      test: /(?:[\\/]node_modules[\\/]dayjs[\\/]|[\\/]src[\\/]lib[\\/]format[\\/]dates\.ts$)/,
      priority: 26,
    },
    {
      name: 'vendor-query-mutation',
      test: nodeModule('@tanstack[\\\\/](?:react-query|query-core)'),
      priority: 26,
    },
    // The signed-in header's widgets, which the shell loads lazily once a user is signed in: one chunk on
    // every signed-in page instead of six. Below `api-apps`, so the apps' API `/` shares stays there.
    {
      name: 'header-widgets',
      test: /[\\/]src[\\/](?:app[\\/]HeaderNavMore|features[\\/](?:auth[\\/]UserMenu|company[\\/]CompanySwitcher|inbox[\\/]InboxBell|product-updates[\\/]ProductUpdatesBell)|lib[\\/]shell[\\/]HeaderPopover)\.tsx$/,
      priority: 24,
    },
    // Everything else index.html starts with, in one chunk instead of one per module a page shares.
    { name: 'shell', tags: ['$initial'], priority: 30 },
    // zod in one chunk for the pages that validate a form; never the shell's nor `/`'s.
    { name: 'vendor-zod', test: nodeModule('zod'), priority: 20 },
  ],
};
