import { z } from 'zod';
import { featureFlagDefaults, type PublicConfig } from './flags.ts';

/**
 * The public pages prerendered at build time (their content paints from the HTML, before the
 * script runs). The web build writes `<dist>/prerendered/` with one HTML file per page and this manifest;
 * the server serves a page's file to a visitor who is not signed in, when its settings give the page the
 * same content.
 */
export const PRERENDERED_DIR = 'prerendered';
export const PRERENDERED_MANIFEST = 'manifest.json';

/** A setting's value as a page read it: the public config's leaves are strings, numbers, booleans or null. */
const configLeafSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type ConfigLeaf = z.infer<typeof configLeafSchema>;

export const prerenderedManifestSchema = z.object({
  /** The language the pages are written in (the client hydrates them only in that language). */
  language: z.string(),
  pages: z.array(
    z.object({
      /** The route, e.g. `/about`. */
      path: z.string().startsWith('/'),
      /** The HTML file, relative to the prerendered folder. */
      file: z.string().regex(/^[a-z0-9-]+\.html$/),
      /**
       * Every setting of the public config the render read, by path (`productName`, `flags.copilot`) with
       * the value it had: the page's content depends on these and on nothing else of the config.
       */
      configReads: z.record(z.string(), configLeafSchema),
    }),
  ),
});
export type PrerenderedManifest = z.infer<typeof prerenderedManifestSchema>;

/**
 * The public config of a deployment that sets none of its variables (the server's defaults, config.ts): the
 * config the pages are prerendered with. A server with other settings serves a page only if the page read
 * none of them.
 */
export const defaultPublicConfig: PublicConfig = {
  productName: 'Workday',
  envLevel: 'PROD',
  portalMode: 'standard',
  flags: { ...featureFlagDefaults },
  logRangeVariant: '30d',
  appUploadMaxBytes: 50 * 1024 * 1024,
  helpLinks: { community: null, status: null },
};

/** The value at a dotted path of the config (`flags.copilot`), or undefined when there is none. */
function valueAt(config: PublicConfig, path: string): unknown {
  let value: unknown = config;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** Whether `config` has every value a prerendered page read, so the page would render the same under it. */
export function configGivesSamePage(config: PublicConfig, reads: Record<string, ConfigLeaf>): boolean {
  return Object.entries(reads).every(([path, value]) => valueAt(config, path) === value);
}
