import type { AppVersion, BuildStatus } from '@portal/contracts';
import type { AppsService } from '../modules/apps/apps.service.ts';
import type { PromotionApprovalsService } from '../modules/promotionApprovals/promotionApprovals.service.ts';
import { demoOrgs, demoUsers } from './identityDemo.ts';

export const DEMO_PROMOTED_APP = 'acme_home_card_performance_review';
const FINISHED: readonly (BuildStatus | undefined)[] = ['SUCCEEDED', 'FAILED'];

const userId = (email: string) => {
  const user = demoUsers.find((candidate) => candidate.email === email);
  if (!user) throw new Error(`demo user ${email} is missing`);
  return user.id;
};

/**
 * Promotion approvals in the demo world: Acme requires one approval by an admin
 * before a version enters Sandbox, and its developer's promotion of the home card waits there for the
 * demo admin (in their inbox and on the app's Promotions tab). Sandbox, not Implementation or
 * Production: the other demo journeys promote Acme's apps to those without approvals.
 */
export async function seedPromotionApprovalsDemo(apps: AppsService, approvals: PromotionApprovalsService) {
  const organizationId = demoOrgs.acme.id;
  await approvals.setPolicies(
    { userId: userId('admin@demo.example'), organizationId },
    { data: [{ environment: 'Sandbox', requiredApprovals: 1, approverRole: 'admin' }] },
  );
  const developer = { userId: userId('developer@demo.example'), organizationId };
  const [newest] = (await apps.versions(developer, DEMO_PROMOTED_APP)).data;
  if (!newest) throw new Error(`demo app ${DEMO_PROMOTED_APP} has no version`);
  const until = Date.now() + 120_000;
  let version: AppVersion = newest;
  while (!FINISHED.includes(version.latestBuild?.status)) {
    if (Date.now() > until) throw new Error(`demo build of ${DEMO_PROMOTED_APP} did not finish`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    version = await apps.version(developer, newest.id);
  }
  const outcome = await apps.promote(developer, version.id, 'Sandbox');
  if (!('held' in outcome)) throw new Error('the demo promotion was not held for approval');
}
