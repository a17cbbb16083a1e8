import { z } from 'zod';
import { auditRowSchema } from './audits.ts';

/**
 * The kinds of an app's activity (docs/product/apps.md APPS-11) and the audit actions of each, as the modules
 * record them (apps, builder, builds, deploy, appAccess, orchestrations). A pattern ending in '.' is a
 * prefix: every action under it.
 */
export const appActivityKindActions = {
  builds: ['apps.version.create', 'builder.draft.build', 'builds.'],
  promotions: ['apps.version.promote', 'apps.version.review', 'apps.version.certify'],
  deploys: ['apps.deploy', 'apps.rollback'],
  runs: ['orchestrations.run.'],
  settings: [
    'apps.create',
    'apps.update',
    'apps.copy',
    'apps.retire',
    'apps.unretire',
    'apps.access.',
    'orchestrations.webhook.',
  ],
} as const satisfies Record<string, readonly string[]>;

export const appActivityKinds = Object.keys(appActivityKindActions) as AppActivityKind[];
export type AppActivityKind = keyof typeof appActivityKindActions;

const matches = (action: string, pattern: string) =>
  pattern.endsWith('.') ? action.startsWith(pattern) : action === pattern;

/** The kind of an audit action, or null for one of no kind (e.g. a builder draft's edits). */
export function appActivityKindOf(action: string | null): AppActivityKind | null {
  if (action === null) return null;
  return (
    appActivityKinds.find((kind) => appActivityKindActions[kind].some((p) => matches(action, p))) ?? null
  );
}

export const appActivityQuerySchema = z.object({
  kind: z.enum(Object.keys(appActivityKindActions) as [AppActivityKind, ...AppActivityKind[]]).optional(),
  start: z.coerce.number().int().min(0).max(100_000).default(0),
  length: z.coerce.number().int().min(1).max(100).default(25),
});
export type AppActivityQuery = z.infer<typeof appActivityQuerySchema>;

/** One page of the app's audit lines, newest first. */
export const appActivityPageSchema = z.object({
  total: z.number().int(),
  data: z.array(auditRowSchema),
});
export type AppActivityPage = z.infer<typeof appActivityPageSchema>;
