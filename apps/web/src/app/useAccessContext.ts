import type { AccessContext } from '@portal/contracts';
import { useMemo } from 'react';
import { usePublicConfig } from './PublicConfigContext.tsx';

const noPermissions: readonly string[] = [];

/**
 * What route and nav visibility is decided on. Until the identity work lands nobody has a global
 * permission and no company is selected (org permissions are then not checked, SPEC.md 6); that work
 * fills in the session's global permissions and the selected company's org permissions here.
 */
export function useAccessContext(): AccessContext {
  const { envLevel } = usePublicConfig();
  return useMemo(() => ({ envLevel, globalPermissions: noPermissions, orgPermissions: null }), [envLevel]);
}
