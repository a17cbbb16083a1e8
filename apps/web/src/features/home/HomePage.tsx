import { Container, Stack } from '@mantine/core';
import { usePublicConfig } from '../../lib/config/PublicConfigContext.tsx';
import { useCompany } from '../../lib/identity/companyContext.ts';
import { useSession } from '../../lib/identity/useSession.ts';
import { HomeDashboard } from './dashboard/HomeDashboard.tsx';
import { GettingStarted } from './GettingStarted.tsx';
import { HelpBand } from './HelpBand.tsx';
import { HomeAreas } from './HomeAreas.tsx';
import { HomeHero } from './HomeHero.tsx';
import { RecentApps } from './RecentApps.tsx';

/**
 * Home (docs/product/content.md CONTENT-1): for a visitor, what the portal offers and how to start; for a
 * signed-in user with a company, their dashboard first, then the areas they may open.
 */
export function Component() {
  const { productName } = usePublicConfig();
  const { isSignedIn } = useSession();
  const { selected } = useCompany();
  const organizationId = isSignedIn ? selected?.organizationUuid : undefined;
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 0, sm: 'md' }}>
      <Stack gap={56}>
        {organizationId ? (
          <HomeDashboard organizationId={organizationId} />
        ) : (
          <HomeHero productName={productName} />
        )}
        <RecentApps />
        <HomeAreas productName={productName} />
        {!isSignedIn && <GettingStarted />}
        <HelpBand />
      </Stack>
    </Container>
  );
}
