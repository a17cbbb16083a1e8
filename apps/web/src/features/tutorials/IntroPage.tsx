import { Anchor, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconCheck } from '../../lib/icons/icons.ts';
import { useSession } from '../../lib/identity/useSession.ts';
import { EmptyText } from '../../lib/loading/EmptyText.tsx';
import { QueryState } from '../../lib/loading/QueryState.tsx';
import { useLinksOnDeployment } from '../../lib/routes/RouteTableContext.tsx';
import { tutorialListQueryOptions } from './api/tutorialsApi.ts';

const NEXT = [
  { key: 'docs', path: '/documentation' },
  { key: 'catalog', path: '/app-catalog' },
  { key: 'downloads', path: '/downloads' },
  { key: 'help', path: '/help' },
] as const;

/** /intro: the guided start for a new developer: the intro tutorials in order, then where to go next. */
export function IntroPage() {
  const { t } = useTranslation('core');
  const { session, isSignedIn } = useSession();
  const query = useQuery(tutorialListQueryOptions(isSignedIn ? (session?.sub ?? null) : null));
  const next = useLinksOnDeployment(NEXT);
  const path = query.data?.data.filter((tutorial) => tutorial.intro) ?? [];
  const current = path.find((tutorial) => tutorial.doneCount < tutorial.stepCount);
  return (
    <Stack gap="xl" maw={860}>
      <Stack gap={4}>
        <Title order={1}>{t('tutorials.introPage.title')}</Title>
        <Text size="lg">{t('tutorials.introPage.lead')}</Text>
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="intro-path">
        <Title order={2} id="intro-path">
          {t('tutorials.introPage.path')}
        </Title>
        <QueryState
          query={query}
          errorMessage={t('tutorials.loadError')}
          empty={{ when: () => path.length === 0, show: <EmptyText>{t('tutorials.empty')}</EmptyText> }}
        >
          {() => (
            <List type="ordered" spacing="md" listStyleType="none" pl={0}>
              {path.map((tutorial, index) => {
                const done = isSignedIn && tutorial.doneCount === tutorial.stepCount;
                return (
                  <List.Item
                    key={tutorial.slug}
                    icon={
                      <ThemeIcon
                        radius="xl"
                        variant={done ? 'filled' : 'light'}
                        color={done ? 'teal' : 'blue'}
                        aria-hidden
                      >
                        {done ? (
                          <IconCheck size={16} />
                        ) : (
                          <Text size="sm" fw={700} c="dark.8">
                            {index + 1}
                          </Text>
                        )}
                      </ThemeIcon>
                    }
                  >
                    <Group gap="xs">
                      <Anchor component={Link} to={`/learn?tutorial=${tutorial.slug}`} fw={600}>
                        {tutorial.title}
                      </Anchor>
                      {done && (
                        <Text size="sm" c="teal.9">
                          {t('tutorials.completed')}
                        </Text>
                      )}
                      {isSignedIn && tutorial === current && tutorial.doneCount > 0 && (
                        <Text size="sm" c="gray.7">
                          {t('tutorials.progress', { done: tutorial.doneCount, total: tutorial.stepCount })}
                        </Text>
                      )}
                    </Group>
                    <Text size="sm">{tutorial.summary}</Text>
                  </List.Item>
                );
              })}
            </List>
          )}
        </QueryState>
        {query.data && (
          <Anchor component={Link} to="/learn" size="sm">
            {t('tutorials.introPage.all')}
          </Anchor>
        )}
      </Stack>
      {next.length > 0 && (
        <Stack gap="xs" component="section" aria-labelledby="intro-next">
          <Title order={2} id="intro-next">
            {t('tutorials.introPage.next')}
          </Title>
          <List spacing="xs">
            {next.map(({ key, path: to }) => (
              <List.Item key={key}>
                <Anchor component={Link} to={to}>
                  {t(`tutorials.introPage.links.${key}`)}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Stack>
  );
}
