import { z } from 'zod';
import type { BuildStatus, Environment } from './appEnums.ts';

/**
 * The lifecycle of an app version (promote, retire, unretire, review, certify, deploy), defined here and in
 * docs/app-lifecycle.md.
 *
 *   Development --promote--> Implementation | Sandbox --review--> IN_REVIEW --certify--> CERTIFIED
 *   CERTIFIED (in Implementation or Sandbox) --promote--> Production (build QUEUED_FOR_SIGNING, then signed)
 *
 * A version can only move on with a SUCCEEDED build; a retired app cannot move at all.
 */
export const reviewStates = ['NONE', 'IN_REVIEW', 'CERTIFIED'] as const;
export const reviewStateSchema = z.enum(reviewStates);
export type ReviewState = z.infer<typeof reviewStateSchema>;

export type VersionLifecycle = {
  environment: Environment;
  reviewState: ReviewState;
  /** Status of the version's latest build, null when it has none. */
  buildStatus: BuildStatus | null;
  isAppRetired: boolean;
};

export type LifecycleAction =
  | { type: 'promote'; to: Environment }
  | { type: 'review' }
  | { type: 'certify' }
  | { type: 'deploy'; environment: Environment };

export type TransitionResult =
  | { ok: true; environment: Environment; reviewState: ReviewState; needsSigning: boolean }
  | { ok: false; reason: string };

const testStages: readonly Environment[] = ['Implementation', 'Sandbox'];

/** The tenant environments a version of this stage may be deployed to: its own and the ones below it. */
export function deployableEnvironments(environment: Environment): Environment[] {
  switch (environment) {
    case 'Development':
      return ['Development'];
    case 'Implementation':
      return ['Development', 'Implementation'];
    case 'Sandbox':
      return ['Development', 'Sandbox'];
    case 'Production':
      return ['Development', 'Implementation', 'Sandbox', 'Production'];
  }
}

const refuse = (reason: string): TransitionResult => ({ ok: false, reason });

/** 'an Implementation', 'a Production': the article English wants before the word. */
function withArticle(word: string): string {
  return `${/^[AEIOU]/i.test(word) ? 'an' : 'a'} ${word}`;
}

/** Whether `action` is allowed on a version in `state`, and the state it leads to. Pure. */
export function lifecycleTransition(state: VersionLifecycle, action: LifecycleAction): TransitionResult {
  if (state.isAppRetired) return refuse('The app is retired: unretire it first.');
  if (state.buildStatus !== 'SUCCEEDED')
    return refuse('Only a version whose build succeeded can be promoted, reviewed, certified or deployed.');
  const { environment, reviewState } = state;
  const stay = { environment, reviewState, needsSigning: false };
  switch (action.type) {
    case 'promote': {
      if (action.to === environment) return refuse(`The version is already in ${environment}.`);
      if (testStages.includes(action.to)) {
        if (environment !== 'Development')
          return refuse(`A version moves to ${action.to} from Development only, not from ${environment}.`);
        return { environment: action.to, reviewState: 'NONE', needsSigning: false, ok: true };
      }
      if (action.to === 'Production') {
        if (!testStages.includes(environment))
          return refuse('A version reaches Production from Implementation or Sandbox only.');
        if (reviewState !== 'CERTIFIED') return refuse('A version must be certified before Production.');
        return { ok: true, environment: 'Production', reviewState, needsSigning: true };
      }
      return refuse('A version cannot go back to Development.');
    }
    case 'review':
      if (!testStages.includes(environment))
        return refuse('A version is reviewed in Implementation or Sandbox.');
      if (reviewState !== 'NONE')
        return refuse(
          reviewState === 'CERTIFIED'
            ? 'The version is already certified.'
            : 'The version is already in review.',
        );
      return { ...stay, ok: true, reviewState: 'IN_REVIEW' };
    case 'certify':
      if (reviewState !== 'IN_REVIEW') return refuse('Only a version in review can be certified.');
      return { ...stay, ok: true, reviewState: 'CERTIFIED' };
    case 'deploy':
      if (!deployableEnvironments(environment).includes(action.environment))
        return refuse(
          `A version in ${environment} cannot be deployed to ${withArticle(action.environment)} tenant.`,
        );
      return { ...stay, ok: true };
  }
}
