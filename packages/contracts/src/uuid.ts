// Zod-free on purpose: the web's first chunk may use it (see levels.ts). Zod's z.uuid() is the schema
// form of the same rule for request fields.

/** A UUID in its canonical 8-4-4-4-12 hex form, either case: the ids of apps, companies, users, presets. */
export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value (a URL parameter, a route segment) is a UUID, before it is sent as an id. */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
