import { type EnvLevel, isConfidentEnough } from './levels.ts';

/**
 * What decides whether a route or feature is shown (docs/product/access.md ACCESS-1): confidence level, a
 * global permission, an org permission (a string; an array meaning all, or any), 'has some' of several org
 * permissions, a hide-if-org-permission and a hidden flag.
 */
export type AccessRule = {
  /** Lowest deployment level the feature is ready for; defaults to PROD. */
  confidence?: EnvLevel;
  hidden?: boolean;
  /** A global permission, or several that are all needed (the admin area's, and the page's own). */
  globalPermission?: string | string[];
  orgPermission?: string | string[];
  /** How an array orgPermission is read: all of them (default) or any one. */
  orgPermissionMode?: 'all' | 'any';
  hasSomeOrgPermissions?: string[];
  hideIfOrgPermission?: string;
};

export type AccessContext = {
  envLevel: EnvLevel;
  globalPermissions: readonly string[];
  /** null when no company is selected: org permissions are then not checked. */
  orgPermissions: readonly string[] | null;
};

export type AccessDecision = 'allowed' | 'hidden' | 'forbidden';

/** Does the permission list satisfy an org permission rule (string, or array read as all or any)? */
export function hasOrgPermission(
  permissions: readonly string[],
  rule: string | readonly string[],
  mode: 'all' | 'any' = 'all',
): boolean {
  if (typeof rule === 'string') return permissions.includes(rule);
  return mode === 'all'
    ? rule.every((p) => permissions.includes(p))
    : rule.some((p) => permissions.includes(p));
}

/** The one pure access check used by the server and the web (docs/product/access.md ACCESS-1). */
export function decideAccess(context: AccessContext, rule: AccessRule): AccessDecision {
  if (rule.hidden) return 'hidden';
  if (!isConfidentEnough(rule.confidence ?? 'PROD', context.envLevel)) return 'hidden';
  const org = context.orgPermissions;
  if (rule.hideIfOrgPermission && org?.includes(rule.hideIfOrgPermission)) return 'hidden';
  const globals = rule.globalPermission === undefined ? [] : [rule.globalPermission].flat();
  if (!globals.every((permission) => context.globalPermissions.includes(permission))) return 'forbidden';
  if (org) {
    if (rule.orgPermission && !hasOrgPermission(org, rule.orgPermission, rule.orgPermissionMode))
      return 'forbidden';
    if (rule.hasSomeOrgPermissions && !hasOrgPermission(org, rule.hasSomeOrgPermissions, 'any'))
      return 'forbidden';
  }
  return 'allowed';
}

export function can(context: AccessContext, rule: AccessRule): boolean {
  return decideAccess(context, rule) === 'allowed';
}
