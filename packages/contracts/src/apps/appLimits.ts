// Zod-free on purpose: the web's forms take these limits, and a module-level zod schema here would
// pull zod into their chunks (see levels.ts). The request schemas build on them.
import type { Issue } from '../messages.ts';

/** The longest app name the create, copy and rename forms accept. */
export const APP_NAME_MAX = 100;
/** The longest app description. */
export const APP_DESCRIPTION_MAX = 1000;
/** The longest name of an app's own permission or role (identity v1 `apps/{id}/...`). */
export const APP_ACCESS_NAME_MAX = 64;

/** The name rule of the create, copy and rename requests, for a form to say before it sends. */
export function appNameIssue(name: string): Issue | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return { key: 'app.nameRequired' };
  if (trimmed.length > APP_NAME_MAX) return { key: 'app.nameTooLong', params: { max: APP_NAME_MAX } };
  return null;
}

/** The description rule of the create request (the description is optional). */
export function appDescriptionIssue(description: string): Issue | null {
  return description.trim().length > APP_DESCRIPTION_MAX
    ? { key: 'app.descriptionTooLong', params: { max: APP_DESCRIPTION_MAX } }
    : null;
}
