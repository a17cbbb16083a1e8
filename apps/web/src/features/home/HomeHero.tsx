import { Box, Button, Grid, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconApps, IconBook, IconBuildingStore, IconCircleCheck, IconLogin } from '../../lib/icons/icons.ts';
import { useSession } from '../../lib/identity/useSession.ts';
import { useLinksOnDeployment } from '../../lib/routes/RouteTableContext.tsx';
import classes from './HomeHero.module.css';

const DOCS = [{ path: '/documentation' }];

export function HomeHero({ productName }: { productName: string }) {
  const { t } = useTranslation('home');
  const highlights = ['highlightBuild', 'highlightApis', 'highlightOps'] as const;
  const { isSignedIn, isLoading } = useSession();
  const hasDocs = useLinksOnDeployment(DOCS).length > 0;
  return (
    <Box component="section" className={classes.hero} px={{ base: 'lg', sm: 48 }} py={{ base: 40, sm: 64 }}>
      <Grid gap={{ base: 'xl', md: 48 }} align="center">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <Text className={classes.eyebrow} fw={700} size="sm">
              {t('hero.eyebrow', { product: productName })}
            </Text>
            <Title order={1} fz={{ base: 32, sm: 44 }} lh={1.15}>
              {t('hero.title')}
            </Title>
            <Text className={classes.subtitle} size="lg">
              {t('hero.subtitle', { product: productName })}
            </Text>
            <Group gap="sm" mt="sm">
              {/* Signed in, the first step is one's apps; until the session is known, neither. */}
              {!isLoading && (
                <Button
                  component={Link}
                  to={isSignedIn ? '/console/apps' : '/login'}
                  variant="white"
                  size="md"
                  leftSection={
                    isSignedIn ? <IconApps size={18} aria-hidden /> : <IconLogin size={18} aria-hidden />
                  }
                >
                  {isSignedIn ? t('hero.yourApps') : t('hero.signIn')}
                </Button>
              )}
              <Button
                component={Link}
                to="/app-catalog"
                variant="outline"
                size="md"
                className={classes.outlineOnDark}
                leftSection={<IconBuildingStore size={18} aria-hidden />}
              >
                {t('hero.exploreCatalog')}
              </Button>
              {hasDocs && (
                <Button
                  component={Link}
                  to="/documentation"
                  variant="outline"
                  size="md"
                  className={classes.outlineOnDark}
                  leftSection={<IconBook size={18} aria-hidden />}
                >
                  {t('hero.readDocs')}
                </Button>
              )}
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Box className={classes.highlights} p="lg">
            <Text fw={700} mb="sm">
              {t('hero.highlights')}
            </Text>
            <List
              spacing="sm"
              lh={1.45}
              icon={
                <ThemeIcon color="white" variant="transparent" size={22} aria-hidden>
                  <IconCircleCheck size={20} />
                </ThemeIcon>
              }
            >
              {highlights.map((key) => (
                <List.Item key={key}>{t(`hero.${key}`)}</List.Item>
              ))}
            </List>
          </Box>
        </Grid.Col>
      </Grid>
    </Box>
  );
}
