import { Stack } from '@mantine/core';
import type { App } from '@portal/contracts';
import { AppActions } from './AppActions.tsx';
import { AppIdentity } from './AppIdentity.tsx';

/** The app's identity, and the actions for an app of the company. */
export function AppHeader({ app, showActions = true }: { app: App; showActions?: boolean }) {
  return (
    <Stack gap="sm">
      <AppIdentity app={app} />
      {showActions && <AppActions app={app} />}
    </Stack>
  );
}
