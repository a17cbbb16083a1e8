import { Group } from '@mantine/core';
import { lazy } from 'react';
import { SignInButton } from '../features/auth/SignInButton.tsx';
import { useSession } from '../lib/identity/useSession.ts';

// Menus and their floating layer load once a user is signed in: a signed-out first load does without.
const CompanySwitcher = lazy(() =>
  import('../features/company/CompanySwitcher.tsx').then((module) => ({ default: module.CompanySwitcher })),
);
const UserMenu = lazy(() =>
  import('../features/auth/UserMenu.tsx').then((module) => ({ default: module.UserMenu })),
);

/**
 * The header's right side: 'Sign in' when signed out; the company switcher and user menu when signed in.
 * While their chunk loads, Layout's Suspense boundary holds the controls left of them too, so that those do
 * not show first and move when these come in.
 */
export function HeaderAccount() {
  const { isSignedIn, isLoading } = useSession();
  // Until the session is known, neither: a 'Sign in' flashing for a signed-in user would mislead.
  if (isLoading) return null;
  if (!isSignedIn) return <SignInButton />;
  return (
    <Group gap="xs" wrap="nowrap">
      <CompanySwitcher />
      <UserMenu />
    </Group>
  );
}
