import { Container, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { usePublicConfig } from '../../lib/config/PublicConfigContext.tsx';
import { useCompany } from '../../lib/identity/companyContext.ts';
import { useSession } from '../../lib/identity/useSession.ts';
import { GettingStarted } from './GettingStarted.tsx';
import { HelpBand } from './HelpBand.tsx';
import { HomeAreas } from './HomeAreas.tsx';
import { HomeHero } from './HomeHero.tsx';

// The signed-in part loads only for a user with a company: a visitor's first load does without it.
const CompanyHome = lazy(() =>
  import('./dashboard/CompanyHome.tsx').then((module) => ({ default: module.CompanyHome })),
);

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
          <Suspense fallback={null}>
            <CompanyHome organizationId={organizationId} />
          </Suspense>
        ) : (
          <HomeHero productName={productName} />
        )}
        <HomeAreas productName={productName} />
        {!isSignedIn && <GettingStarted />}
        <HelpBand />
      </Stack>
    </Container>
  );
}
