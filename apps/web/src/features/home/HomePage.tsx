import { Container, Stack } from '@mantine/core';
import { usePublicConfig } from '../../lib/config/PublicConfigContext.tsx';
import { GettingStarted } from './GettingStarted.tsx';
import { HelpBand } from './HelpBand.tsx';
import { HomeAreas } from './HomeAreas.tsx';
import { HomeHero } from './HomeHero.tsx';
import { RecentApps } from './RecentApps.tsx';

/** The public landing page: what the portal offers and where to start (SPEC.md 1 and 2.1). */
export function Component() {
  const { productName } = usePublicConfig();
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 0, sm: 'md' }}>
      <Stack gap={56}>
        <HomeHero productName={productName} />
        <RecentApps />
        <HomeAreas productName={productName} />
        <GettingStarted />
        <HelpBand />
      </Stack>
    </Container>
  );
}
