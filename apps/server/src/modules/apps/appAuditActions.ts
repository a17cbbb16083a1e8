import type { LifecycleAction } from '@portal/contracts';

/** What the apps service writes to the audit trail, and the sentence each line starts with. */
export type AppAuditAction =
  | 'apps.create'
  | 'apps.update'
  | 'apps.copy'
  | 'apps.retire'
  | 'apps.unretire'
  | 'apps.delete'
  | 'apps.version.create'
  | 'apps.version.promote'
  | 'apps.version.review'
  | 'apps.version.certify';
export const pastTense: Record<AppAuditAction, string> = {
  'apps.create': 'Created app',
  'apps.update': 'Changed app',
  'apps.copy': 'Copied app',
  'apps.retire': 'Retired app',
  'apps.unretire': 'Unretired app',
  'apps.delete': 'Deleted app',
  'apps.version.create': 'Uploaded a version of app',
  'apps.version.promote': 'Promoted app',
  'apps.version.review': 'Submitted for review: app',
  'apps.version.certify': 'Certified app',
};
export const transitionAction = {
  promote: 'apps.version.promote',
  review: 'apps.version.review',
  certify: 'apps.version.certify',
} as const satisfies Record<Exclude<LifecycleAction, { type: 'deploy' }>['type'], AppAuditAction>;
