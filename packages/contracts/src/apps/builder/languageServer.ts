import { draftLimits } from './draftLimits.ts';

/**
 * The app builder's language server socket (docs/product/builder.md BUILDER-6): the path, its limits and the
 * close codes the page tells apart. Both sides read them from here.
 */
export const languageServerPath = (appId: string) =>
  `/apphub/v1/apps/${encodeURIComponent(appId)}/draft/language-server`;

export const languageServerLimits = {
  /**
   * Largest JSON-RPC message, in bytes: a didOpen or full didChange of the largest draft file (1 MB of
   * UTF-8, which JSON escaping may double) with room for the envelope. Larger closes the socket (1009).
   */
  maxMessageBytes: 2 * draftLimits.maxFileBytes + 64 * 1024,
  /** Sockets one user may hold open on one app (tabs, windows); one more is refused (4429). */
  maxSocketsPerUserApp: 4,
  /** A socket that sends nothing for this long is closed (4408); the page reconnects when used again. */
  idleSeconds: 15 * 60,
  /** Malformed messages answered with an error before the socket is closed (1008). */
  maxMalformed: 10,
  /** Quiet time after a change before the reference analysis runs. */
  debounceMs: 150,
  /** How often the server checks that the socket's session is still live (sign-out, expiry: 4401). */
  sessionCheckSeconds: 30,
} as const;

/** Close codes of the language server socket; the page reconnects after any other. */
export const languageServerCloseCodes = {
  sessionEnded: 4401,
  idle: 4408,
  tooManySockets: 4429,
  malformed: 1008,
  tooLarge: 1009,
} as const;

/** A close after which reconnecting would only be refused again: the page says the server is off. */
export function isFinalLanguageServerClose(code: number): boolean {
  return (
    code === languageServerCloseCodes.sessionEnded ||
    code === languageServerCloseCodes.tooManySockets ||
    code === languageServerCloseCodes.malformed ||
    code === languageServerCloseCodes.tooLarge
  );
}
