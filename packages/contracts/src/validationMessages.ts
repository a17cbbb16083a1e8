import type { z } from 'zod';

/** An issue as zod hands it to a message function: its code, its path and what was wrong. */
export type ValidationIssue = z.core.$ZodRawIssue;

declare global {
  /**
   * zod's configuration, one object for every copy of zod a page or process loads: zod keeps it on
   * `globalThis`, made by whichever comes first, zod or `setValidationMessages`.
   */
  var __zod_globalConfig: z.core.$ZodConfig | undefined;
}

/**
 * Gives zod the words of every issue whose schema has no text of its own (a schema's text, the product's
 * own of docs/product/, outranks it): the server's English sentences, the web's in the user's language.
 * Written into zod's shared configuration rather than through `z.config`, so that the web's shell, which
 * sets them at start, loads no zod: the pages that validate bring it (bench/README.md "The first load of
 * `/` again"). Both apps' tests of these messages parse with zod and would see the words go missing.
 */
export function setValidationMessages(message: (issue: ValidationIssue) => string | undefined): void {
  globalThis.__zod_globalConfig ??= {};
  globalThis.__zod_globalConfig.customError = message;
}
