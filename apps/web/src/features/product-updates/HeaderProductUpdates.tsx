import { lazy, Suspense } from 'react';
import { useFeatureFlag } from '../../lib/flags/useFeatureFlag.ts';
import { useSession } from '../../lib/identity/useSession.ts';

// The bell (its popover, badge and query) loads after the page: the shell's first load stays as it was.
const ProductUpdatesBell = lazy(() =>
  import('./ProductUpdatesBell.tsx').then((module) => ({ default: module.ProductUpdatesBell })),
);

/** The header's product updates (SPEC.md 9 flag), for a signed-in user. */
export function HeaderProductUpdates() {
  const enabled = useFeatureFlag('productUpdates');
  const { isSignedIn, session } = useSession();
  if (!enabled || !isSignedIn || !session) return null;
  return (
    <Suspense fallback={null}>
      <ProductUpdatesBell userId={session.sub} />
    </Suspense>
  );
}
