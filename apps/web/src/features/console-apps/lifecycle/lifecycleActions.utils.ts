import {
  type AppVersion,
  deployableEnvironments,
  type LifecycleAction,
  lifecycleTransition,
} from '@portal/contracts';
import { versionLifecycle } from '../deploy/versionLifecycle.ts';

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

/** The version's stage on the lifecycle stepper: Development, Implementation or Sandbox, Review, Production. */
export const lifecycleSteps = ['development', 'staging', 'review', 'production'] as const;

export type NextStep = {
  /** The stepper's current step (index in lifecycleSteps); lifecycleSteps.length once in Production. */
  step: number;
  /** The actions that move the version on now, and Deploy when it is open: buttons. */
  actions: ActionAvailability[];
  /** Why the next step (or Deploy) is not open to this user now, once each: text, not disabled buttons. */
  reasonKeys: string[];
};

/** The step after the version's stage: the promotion, review or certification it waits for. */
function expectedNext(version: AppVersion): { step: number; ids: LifecycleActionId[] } {
  if (version.environment === 'Development')
    return { step: 0, ids: ['promoteImplementation', 'promoteSandbox'] };
  if (version.environment === 'Production') return { step: lifecycleSteps.length, ids: [] };
  if (version.reviewState === 'IN_REVIEW') return { step: 2, ids: ['certify'] };
  if (version.reviewState === 'CERTIFIED') return { step: 3, ids: ['promoteProduction'] };
  return { step: 1, ids: ['review'] };
}

/**
 * docs/product/apps.md APPS-12: the one next action of a version (two in Development, which may go to either
 * stage), Deploy beside it, and for what is closed to this user the reason, each said once.
 */
export function nextStep(
  version: AppVersion,
  isAppRetired: boolean,
  permissions: ActionPermissions,
): NextStep {
  const { step, ids } = expectedNext(version);
  const byId = new Map(lifecycleAvailability(version, isAppRetired, permissions).map((a) => [a.id, a]));
  const considered = [...ids, 'deploy' as const].map((id) => byId.get(id)!);
  const reasonKeys = [
    ...new Set(considered.filter((a) => !a.allowed && a.reasonKey).map((a) => a.reasonKey!)),
  ];
  return { step, actions: considered.filter((a) => a.allowed), reasonKeys };
}
