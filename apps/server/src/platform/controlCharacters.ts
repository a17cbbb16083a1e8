import type { FastifyInstance } from 'fastify';
import { HttpError } from './httpError.ts';

// C0 controls and DEL, except tab, line feed and carriage return, which text fields may hold. NUL is the
// one the database refuses (a 500 before); the others have no place in a name or a query.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this file's purpose.
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * The path of the first string under `value` that holds a control character (`body.items.2.name`), or
 * null. Iterative: a deeply nested body must not exhaust the stack.
 */
export function findControlCharacter(value: unknown, root: string): string | null {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      if (FORBIDDEN.test(current)) return path;
    } else if (ArrayBuffer.isView(current)) {
      // A raw body (an asset's bytes) is no text field; walked by key, 2 MB of it held the event loop
      // about a second.
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        if (FORBIDDEN.test(key)) return `${path}.${JSON.stringify(key)}`;
        stack.push([child, `${path}.${key}`]);
      }
    }
  }
  return null;
}

/**
 * Refuses a control character in any parameter, query value or JSON body string with a 400, for every
 * route at once, before validation and the handler (docs/decisions/control-characters.md).
 */
export function registerControlCharacterGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const where =
      findControlCharacter(request.params, 'params') ??
      findControlCharacter(request.query, 'query') ??
      findControlCharacter(request.body, 'body');
    if (!where) return done();
    done(new HttpError('bad_request', `${where} contains a control character, which is not allowed.`));
  });
}
