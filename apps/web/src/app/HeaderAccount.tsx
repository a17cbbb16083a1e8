import { Group } from '@mantine/core';
import { SignInButton } from '../features/auth/SignInButton.tsx';
import { UserMenu } from '../features/auth/UserMenu.tsx';
import { CompanySwitcher } from '../features/company/CompanySwitcher.tsx';
import { useSession } from '../lib/identity/useSession.ts';

/** The header's right side: 'Sign in' when signed out; the company switcher and user menu when signed in. */
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
