import fs from 'node:fs';
import path from 'node:path';
import { ALL_MODULES_DIR } from '@portal/contracts';
import type { Plugin } from 'vite';
import { type BundleFile, mergeBundleFiles } from './src/lib/i18n/allModules.ts';

/** Where the translation bundles live in the public folder: `{module}/{locale}.json`. */
const BUNDLES_DIR = 'public/static/i18n';

function readBundleFiles(publicDir: string): BundleFile[] {
  const root = path.join(publicDir, BUNDLES_DIR);
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== ALL_MODULES_DIR)
    .flatMap((dir) =>
      fs
        .readdirSync(path.join(root, dir.name))
        .filter((file) => file.endsWith('.json'))
        .map((file) => ({
          module: dir.name,
          locale: file.slice(0, -'.json'.length),
          text: fs.readFileSync(path.join(root, dir.name, file), 'utf8'),
        })),
    );
}

/**
 * Writes `public/static/i18n/all/{locale}.json` (every module of a language in one file, see
 * src/lib/i18n/allModules.ts) into the build, where the compression plugin after this one precompresses it,
 * and answers the same path from the dev server, read afresh on each request so edited bundles show.
 */
export function i18nAllModules(): Plugin {
  let publicDir = '';
  return {
    name: 'portal:i18n-all-modules',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    generateBundle() {
      for (const [locale, text] of mergeBundleFiles(readBundleFiles(publicDir))) {
        this.emitFile({
          type: 'asset',
          fileName: `${BUNDLES_DIR}/${ALL_MODULES_DIR}/${locale}.json`,
          source: text,
        });
      }
    },
    configureServer(server) {
      const prefix = `/${BUNDLES_DIR}/${ALL_MODULES_DIR}/`;
      server.middlewares.use((req, res, next) => {
        const url = req.url?.split('?')[0] ?? '';
        if (!url.startsWith(prefix) || !url.endsWith('.json')) return next();
        const text = mergeBundleFiles(readBundleFiles(publicDir)).get(
          url.slice(prefix.length, -'.json'.length),
        );
        if (text === undefined) return next();
        res.setHeader('Content-Type', 'application/json');
        res.end(text);
      });
    },
  };
}
