import { lazy, Suspense } from 'react';
import { useSession } from '../../lib/identity/useSession.ts';

// The bell (its popover, badge and query) loads after the page: the shell's first load stays as it was.
const InboxBell = lazy(() => import('./InboxBell.tsx').then((module) => ({ default: module.InboxBell })));

/** The header's notifications (docs/decisions/orchestration-approvals.md), for a signed-in member. */
export function HeaderInbox() {
  const { isSignedIn, session } = useSession();
  if (!isSignedIn || !session) return null;
  return (
    <Suspense fallback={null}>
      <InboxBell userId={session.sub} />
    </Suspense>
  );
}
