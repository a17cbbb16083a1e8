import { z } from 'zod';

/** An issue as zod hands it to a message function: its code, its path and what was wrong. */
export type ValidationIssue = z.core.$ZodRawIssue;

/**
 * Gives zod the words of every issue whose schema has no text of its own (a schema's text, the product's
 * own of docs/product/, outranks it): the server's English sentences, the web's in the user's language.
 * Through contracts, so that it configures the very zod the schemas were built with.
 */
export function setValidationMessages(message: (issue: ValidationIssue) => string | undefined): void {
  z.config({ customError: message });
}
