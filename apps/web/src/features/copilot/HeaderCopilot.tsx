import { lazy, Suspense } from 'react';
import { usePublicConfig } from '../../lib/config/PublicConfigContext.tsx';
import { useSession } from '../../lib/identity/useSession.ts';

// The button and its panel load after the page: the shell's first load stays as it was.
const CopilotButton = lazy(() =>
  import('./CopilotButton.tsx').then((module) => ({ default: module.CopilotButton })),
);

/**
 * The header's copilot (docs/product/copilot.md COPILOT-1: behind a flag, off by default), when signed in.
 */
export function HeaderCopilot() {
  const { flags } = usePublicConfig();
  const { isSignedIn } = useSession();
  // The session first: a visitor's header then reads no flag, and the public pages prerendered for visitors
  // hold whatever the flag is.
  if (!isSignedIn || !flags.copilot) return null;
  return (
    <Suspense fallback={null}>
      <CopilotButton />
    </Suspense>
  );
}
