import fs from 'node:fs';
import path from 'node:path';
import { ROUTE_PRELOADS_FILE, type RoutePreloads, routePreloadsSchema } from '@portal/contracts';
import type { Plugin, Rollup } from 'vite';
import type * as RouteTableModule from './src/app/routeTable.ts';
import type { PortalRoute } from './src/lib/routes/routeTypes.ts';
import { withSsrModule } from './ssrLoad.ts';

const ROUTE_TABLE = '/src/app/routeTable.ts';

/**
 * Vite's SSR loader writes a module's `import('./x.tsx')` as `__vite_ssr_dynamic_import__("/src/…/x.tsx")`,
 * the specifier resolved from the root: a route function's own text names the modules it loads.
 */
const DYNAMIC_IMPORT = /__vite_ssr_dynamic_import__\("(\/src\/[^"]+)"\)/g;

type RouteFunctions = Pick<PortalRoute, 'lazy' | 'prefetch' | 'prefetchForCompany'>;

/** The modules a route's page and first data import by name, root-relative (`/src/…`). */
function importedModules(route: RouteFunctions): string[] {
  const text = [route.lazy, route.prefetch, route.prefetchForCompany]
    .map((fn) => (fn ? String(fn) : ''))
    .join('\n');
  return [...new Set([...text.matchAll(DYNAMIC_IMPORT)].flatMap((match) => match[1] ?? []))];
}

/**
 * After `vite build`, writes `<outDir>/route-preloads.json`: for each route of the route table, the scripts
 * and stylesheets its page and its first data load beyond index.html's, as the build split them. The route
 * table is read through Vite's SSR loader, which runs only the routes' files (not the pages); a route whose
 * functions name no module (one that wraps another function) gets the files of those it names, or none.
 * The server names a route's files in the signed-in page's HTML (apps/server/src/platform/routePreloads.ts).
 */
export function routePreloads(): Plugin {
  let root = '';
  let outDir = '';
  let bundle: Rollup.OutputBundle = {};
  return {
    name: 'portal:route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, output) {
      bundle = output;
    },
    async closeBundle() {
      await withSsrModule<typeof RouteTableModule, void>(root, ROUTE_TABLE, async ({ routeTable }) => {
        const preloads = routePreloadsOf(routeTable, bundle, root);
        fs.writeFileSync(path.join(outDir, ROUTE_PRELOADS_FILE), `${JSON.stringify(preloads)}\n`);
      });
    },
  };
}

function routePreloadsOf(
  routeTable: PortalRoute[],
  bundle: Rollup.OutputBundle,
  root: string,
): RoutePreloads {
  const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('route preloads: the build has no entry chunk');
  // What index.html loads already: the entry, the chunks it imports, their stylesheets.
  const initial = closure([entry], byName);
  const chunkOf = (module: string) => {
    const id = path.join(root, module);
    return (
      chunks.find((chunk) => chunk.facadeModuleId === id) ??
      chunks.find((chunk) => chunk.moduleIds.includes(id))
    );
  };
  const routes = routeTable.map((route) => {
    const own = importedModules(route).map((module) => {
      const chunk = chunkOf(module);
      if (!chunk) throw new Error(`route preloads: no chunk holds ${module} (${route.path})`);
      return chunk;
    });
    const files = closure(own, byName);
    return {
      path: route.path,
      ...(route.modes && { modes: route.modes }),
      ...(route.movedIn && { movedIn: Object.keys(route.movedIn) }),
      scripts: [...files.scripts].filter((file) => !initial.scripts.has(file)),
      styles: [...files.styles].filter((file) => !initial.styles.has(file)),
    };
  });
  return routePreloadsSchema.parse({ routes });
}

/** The chunks and every chunk they import statically, with their stylesheets, in import order. */
function closure(from: Rollup.OutputChunk[], byName: Map<string, Rollup.OutputChunk>) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (scripts.has(chunk.fileName)) return;
    scripts.add(chunk.fileName);
    for (const name of chunk.imports) {
      const imported = byName.get(name);
      if (imported) visit(imported);
    }
    for (const file of chunk.viteMetadata?.importedCss ?? []) styles.add(file);
  };
  for (const chunk of from) visit(chunk);
  return { scripts, styles };
}
