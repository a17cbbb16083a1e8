import { Group } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { SignInButton } from '../features/auth/SignInButton.tsx';
import { useSession } from '../lib/identity/useSession.ts';

// Menus and their floating layer load once a user is signed in: a signed-out first load does without.
const CompanySwitcher = lazy(() =>
  import('../features/company/CompanySwitcher.tsx').then((module) => ({ default: module.CompanySwitcher })),
);
const UserMenu = lazy(() =>
  import('../features/auth/UserMenu.tsx').then((module) => ({ default: module.UserMenu })),
);

/** The header's right side: 'Sign in' when signed out; the company switcher and user menu when signed in. */
export function HeaderAccount() {
  const { isSignedIn, isLoading } = useSession();
  // Until the session is known, neither: a 'Sign in' flashing for a signed-in user would mislead.
  if (isLoading) return null;
  if (!isSignedIn) return <SignInButton />;
  return (
    <Group gap="xs" wrap="nowrap">
      <Suspense fallback={null}>
        <CompanySwitcher />
        <UserMenu />
      </Suspense>
    </Group>
  );
}
