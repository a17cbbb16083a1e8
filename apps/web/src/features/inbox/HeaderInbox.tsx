import { lazy, Suspense } from 'react';
import { useCompany } from '../../lib/identity/companyContext.ts';
import { useSession } from '../../lib/identity/useSession.ts';

// The bell (its popover, badge and query) loads after the page: the shell's first load stays as it was.
const InboxBell = lazy(() => import('./InboxBell.tsx').then((module) => ({ default: module.InboxBell })));

/**
 * The header's notifications (docs/decisions/orchestration-approvals.md), for a signed-in member: they are
 * the member's in one company, so nothing is asked before the company is known (the server answers 400
 * without one) and a switch of company reads that company's.
 */
export function HeaderInbox() {
  const { isSignedIn, session } = useSession();
  const company = useCompany().selected;
  if (!isSignedIn || !session || !company) return null;
  return (
    <Suspense fallback={null}>
      <InboxBell userId={session.sub} organizationId={company.organizationUuid} />
    </Suspense>
  );
}
