import { formatMessage, type LifecycleAction, lifecycleTransition } from '@portal/contracts';
import { HttpError } from '../../platform/httpError.ts';
import type { OwnedVersion } from './apps.port.ts';
import type { AppsRepository } from './apps.repository.ts';

/** How often a transition decides again when the version changed between its read and its write. */
const ATTEMPTS = 3;

/**
 * Decides a transition on the version's current state (`read`) and writes it only while the version is
 * still in that state (moveVersionLifecycle). A write that finds the state changed (two promotes at once,
 * a promote and a retire) decides again on the state now stored: the loser of a race gets the state
 * machine's own 409, as if it had come second.
 */
export async function decideAndMove(
  read: () => Promise<OwnedVersion>,
  repo: Pick<AppsRepository, 'moveVersionLifecycle'>,
  action: Exclude<LifecycleAction, { type: 'deploy' }>,
) {
  for (let attempt = 1; ; attempt++) {
    const owned = await read();
    const result = lifecycleTransition(owned.state, action);
    if (!result.ok) throw new HttpError('conflict', result.reason);
    const to = { environment: result.environment, reviewState: result.reviewState };
    if (await repo.moveVersionLifecycle(owned.version.id, owned.state, to)) return { ...owned, result };
    // Another change came first: the next turn decides on the state it left (mostly the state machine's
    // 409). One that still allows the action (the app retired and unretired meanwhile) is tried a few
    // times, then refused rather than looped on.
    if (attempt === ATTEMPTS) throw new HttpError('conflict', formatMessage('app.versionChangedMeanwhile'));
  }
}
