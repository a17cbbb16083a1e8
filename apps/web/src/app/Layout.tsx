import { AppShell, Group, Text } from '@mantine/core';
import { Outlet } from 'react-router';
import { usePublicConfig } from './PublicConfigContext.tsx';

export function Layout() {
  const { productName } = usePublicConfig();
  return (
    <AppShell header={{ height: 60 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md">
          <Text fw={700}>{productName} Developers</Text>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
