import fs from 'node:fs';
import path from 'node:path';
import {
  configGivesSamePage,
  PRERENDERED_DIR,
  PRERENDERED_MANIFEST,
  type PublicConfig,
  prerenderedManifestSchema,
  SIGNED_IN_HINT_COOKIE,
} from '@portal/contracts';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { type PrecompressedPage, readPrecompressedPage } from './precompressedPage.ts';

/**
 * The public pages the web build prerendered (their content paints from the HTML) that this
 * server serves, by path: those whose content its settings leave as built, with the twins the build
 * compressed them into. Read once at start, as index.html is (a build replaces the folder and restarts the
 * process). A missing or unreadable manifest means none: every page is then the app's shell, as before.
 */
export function loadPrerenderedPages(
  webDist: string,
  config: PublicConfig,
  log: FastifyBaseLogger,
): Map<string, PrecompressedPage> {
  const dir = path.join(webDist, PRERENDERED_DIR);
  const pages = new Map<string, PrecompressedPage>();
  try {
    const text = fs.readFileSync(path.join(dir, PRERENDERED_MANIFEST), 'utf8');
    const manifest = prerenderedManifestSchema.parse(JSON.parse(text));
    for (const page of manifest.pages) {
      if (configGivesSamePage(config, page.configReads)) {
        pages.set(page.path, readPrecompressedPage(path.join(dir, page.file)));
      }
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      log.warn({ err: error }, 'the prerendered pages are unreadable: their paths answer the app shell');
    }
    pages.clear();
  }
  return pages;
}

/**
 * The prerendered pages are what a visitor who is not signed in sees: with the signed-in hint (the web's
 * own test for a session) `/` is the user's dashboard, so the app renders it.
 */
export function isSignedOutVisitor(request: FastifyRequest): boolean {
  return request.cookies[SIGNED_IN_HINT_COOKIE] === undefined;
}
