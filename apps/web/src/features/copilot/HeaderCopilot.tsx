import { lazy, Suspense } from 'react';
import { useFeatureFlag } from '../../lib/flags/useFeatureFlag.ts';
import { useSession } from '../../lib/identity/useSession.ts';

// The button and its panel load after the page: the shell's first load stays as it was.
const CopilotButton = lazy(() =>
  import('./CopilotButton.tsx').then((module) => ({ default: module.CopilotButton })),
);

/** The header's copilot (SPEC.md 9: the copilot flag, off by default), for a signed-in user. */
export function HeaderCopilot() {
  const enabled = useFeatureFlag('copilot');
  const { isSignedIn } = useSession();
  if (!enabled || !isSignedIn) return null;
  return (
    <Suspense fallback={null}>
      <CopilotButton />
    </Suspense>
  );
}
