import {
  type AppVersion,
  deployableEnvironments,
  type LifecycleAction,
  lifecycleTransition,
} from '@portal/contracts';
import { versionLifecycle } from '../../shared/apps/deploy/versionLifecycle.ts';

export type LifecycleActionId =
  | 'promoteImplementation'
  | 'promoteSandbox'
  | 'review'
  | 'certify'
  | 'promoteProduction'
  | 'deploy';

export type ActionAvailability = {
  id: LifecycleActionId;
  allowed: boolean;
  /** i18n key (console) saying why the action is not available; null when allowed. */
  reasonKey: string | null;
};

export type ActionPermissions = { canWrite: boolean; canDeploy: boolean; canCertify: boolean };

const actions: Record<LifecycleActionId, LifecycleAction> = {
  promoteImplementation: { type: 'promote', to: 'Implementation' },
  promoteSandbox: { type: 'promote', to: 'Sandbox' },
  review: { type: 'review' },
  certify: { type: 'certify' },
  promoteProduction: { type: 'promote', to: 'Production' },
  // Deploy is offered when any tenant environment is open to the version; the dialog picks which.
  deploy: { type: 'deploy', environment: 'Development' },
};

const permissionOf: Record<LifecycleActionId, keyof ActionPermissions> = {
  promoteImplementation: 'canDeploy',
  promoteSandbox: 'canDeploy',
  review: 'canWrite',
  certify: 'canCertify',
  promoteProduction: 'canDeploy',
  deploy: 'canDeploy',
};

/**
 * Which lifecycle actions a version offers, from the contracts' state machine (the server applies the
 * same one and answers 409 otherwise) and the user's permissions, each refusal with its explanation.
 */
export function lifecycleAvailability(
  version: AppVersion,
  isAppRetired: boolean,
  permissions: ActionPermissions,
): ActionAvailability[] {
  const state = versionLifecycle(version, isAppRetired);
  return (Object.keys(actions) as LifecycleActionId[]).map((id) => {
    const permission = permissionOf[id];
    if (!permissions[permission])
      return { id, allowed: false, reasonKey: `appView.lifecycle.why.${permission}` };
    if (state.isAppRetired) return { id, allowed: false, reasonKey: 'appView.lifecycle.why.retired' };
    if (state.buildStatus !== 'SUCCEEDED')
      return { id, allowed: false, reasonKey: 'appView.lifecycle.why.buildNotSucceeded' };
    const allowed =
      id === 'deploy'
        ? deployableEnvironments(state.environment).some(
            (environment) => lifecycleTransition(state, { type: 'deploy', environment }).ok,
          )
        : lifecycleTransition(state, actions[id]).ok;
    return { id, allowed, reasonKey: allowed ? null : `appView.lifecycle.why.${id}` };
  });
}
