import { lazy, Suspense } from 'react';
import { usePublicConfig } from '../../lib/config/PublicConfigContext.tsx';
import { useSession } from '../../lib/identity/useSession.ts';

// The bell (its popover, badge and query) loads after the page: the shell's first load stays as it was.
const ProductUpdatesBell = lazy(() =>
  import('./ProductUpdatesBell.tsx').then((module) => ({ default: module.ProductUpdatesBell })),
);

/** The header's product updates (docs/product/content.md CONTENT-5), for a signed-in user. */
export function HeaderProductUpdates() {
  const { flags } = usePublicConfig();
  const { isSignedIn, session } = useSession();
  // The session first: a visitor's header then reads no flag, and the public pages prerendered for
  // visitors hold whatever the flag is.
  if (!isSignedIn || !session || !flags.productUpdates) return null;
  return (
    <Suspense fallback={null}>
      <ProductUpdatesBell userId={session.sub} />
    </Suspense>
  );
}
