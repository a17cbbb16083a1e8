import type { AccessContext } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { usePublicConfig } from '../config/PublicConfigContext.tsx';
import { useCompany } from './companyContext.ts';
import { orgPermissionsQueryOptions } from './companyQueries.ts';
import { userSelfQueryOptions } from './sessionQueries.ts';
import { useSession } from './useSession.ts';

const noPermissions: readonly string[] = [];

export type AccessState = AccessContext & {
  /** Permissions are still being read: a decision now could wrongly forbid a page. */
  isLoading: boolean;
};

/**
 * What route and nav visibility is decided on (docs/product/access.md ACCESS-1): global permissions from
 * users/self, org permissions of the selected company from permissions/self, and null org permissions (not
 * checked) when no company is selected.
 */
export function useAccessState(): AccessState {
  const { envLevel } = usePublicConfig();
  const { isSignedIn, isLoading: isSessionLoading } = useSession();
  const { selected, isLoading: isCompanyLoading } = useCompany();
  const user = useQuery({ ...userSelfQueryOptions(), enabled: isSignedIn });
  const orgId = selected?.organizationUuid;
  const permissions = useQuery({
    ...orgPermissionsQueryOptions(orgId ?? ''),
    enabled: isSignedIn && !!orgId,
  });

  const globalPermissions = isSignedIn ? (user.data?.globalPermissions ?? noPermissions) : noPermissions;
  const orgPermissions = isSignedIn && orgId ? (permissions.data ?? noPermissions) : null;
  const isLoading =
    isSessionLoading ||
    (isSignedIn && (user.isPending || isCompanyLoading || (!!orgId && permissions.isPending)));
  return useMemo(
    () => ({ envLevel, globalPermissions, orgPermissions, isLoading }),
    [envLevel, globalPermissions, orgPermissions, isLoading],
  );
}

export function useAccessContext(): AccessContext {
  const { envLevel, globalPermissions, orgPermissions } = useAccessState();
  return useMemo(
    () => ({ envLevel, globalPermissions, orgPermissions }),
    [envLevel, globalPermissions, orgPermissions],
  );
}
