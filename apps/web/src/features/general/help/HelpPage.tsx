import { Anchor, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePublicConfig } from '../../../lib/config/PublicConfigContext.tsx';
import { ExternalLink } from '../../../lib/modals/ExternalLink.tsx';
import { useLinksOnDeployment } from '../../../lib/routes/RouteTableContext.tsx';
import { helpPlaces } from './helpPlaces.ts';
import { PortalStatus } from './PortalStatus.tsx';

/** /help: where to find what, inside the portal and outside it, and whether the portal is well. */
export function HelpPage() {
  const { t } = useTranslation('core');
  const { helpLinks } = usePublicConfig();
  const places = useLinksOnDeployment(helpPlaces);
  return (
    <Stack gap="xl" maw={1100}>
      <Stack gap={4}>
        <Title order={1}>{t('help.title')}</Title>
        <Text>{t('help.intro')}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="ul" style={{ listStyle: 'none', padding: 0 }}>
        {places.map(({ key, path, icon: Icon }) => (
          <Card key={key} component="li" withBorder padding="md">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" size="lg" aria-hidden>
                <Icon size={20} />
              </ThemeIcon>
              <Stack gap={4}>
                <Anchor component={Link} to={path} fw={600}>
                  {t(`help.places.${key}.title`)}
                </Anchor>
                <Text size="sm">{t(`help.places.${key}.text`)}</Text>
              </Stack>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      <Stack gap="sm" component="section" aria-labelledby="help-status-heading">
        <Title order={2} id="help-status-heading">
          {t('help.status.heading')}
        </Title>
        <PortalStatus />
        {helpLinks.status && (
          <Text>
            <ExternalLink href={helpLinks.status}>{t('help.status.platform')}</ExternalLink>
          </Text>
        )}
      </Stack>
      {helpLinks.community && (
        <Stack gap="sm" component="section" aria-labelledby="help-community-heading">
          <Title order={2} id="help-community-heading">
            {t('help.community.heading')}
          </Title>
          <Text>{t('help.community.text')}</Text>
          <Text>
            <ExternalLink href={helpLinks.community}>{t('help.community.link')}</ExternalLink>
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
