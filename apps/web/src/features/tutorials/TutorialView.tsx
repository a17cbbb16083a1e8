import { Anchor, Badge, Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isHttpError } from '../../lib/http/HttpError.ts';
import { loginUrl } from '../../lib/http/httpClient.ts';
import { useSession } from '../../lib/identity/useSession.ts';
import { QueryState } from '../../lib/loading/QueryState.tsx';
import { usePageTitle } from '../../lib/shell/PageTitleContext.tsx';
import { toast } from '../../lib/toasts/toasts.ts';
import { type StepTick, useStartOverMutation, useTickStepMutation } from './api/tutorialProgress.ts';
import { tutorialPageQueryOptions } from './api/tutorialsApi.ts';
import { TutorialSteps } from './TutorialSteps.tsx';

/** One tutorial: its steps, the user's ticks kept on the server, and starting over. */
export function TutorialView({ slug }: { slug: string }) {
  const { t } = useTranslation('core');
  const location = useLocation();
  const { session, isSignedIn } = useSession();
  const userId = isSignedIn ? (session?.sub ?? null) : null;
  const query = useQuery(tutorialPageQueryOptions(slug, userId));
  usePageTitle(query.data?.title);
  const [saving, setSaving] = useState<StepTick | null>(null);
  const tick = useTickStepMutation(slug, userId, {
    onError: () => toast.error(t('tutorials.tickError')),
    onSettled: () => setSaving(null),
  });
  const tickStep = (stepId: string, done: boolean) => {
    setSaving({ stepId, done });
    tick.mutate({ stepId, done });
  };
  const startOver = useStartOverMutation(slug, userId, {
    onError: () => toast.error(t('tutorials.tickError')),
  });

  const back = (
    <Anchor component={Link} to="/learn" size="sm">
      {t('tutorials.back')}
    </Anchor>
  );
  return (
    <Stack gap="lg" maw={900}>
      {back}
      <QueryState
        query={query}
        errorMessage={(error) =>
          isHttpError(error) && error.status === 404 ? t('tutorials.notFound') : t('tutorials.loadError')
        }
      >
        {(tutorial) => {
          const finished = tutorial.doneCount === tutorial.stepCount;
          return (
            <>
              <Stack gap="xs">
                <Title order={1}>{tutorial.title}</Title>
                <Text>{tutorial.summary}</Text>
                <Group gap="xs">
                  <Badge variant="light" color="gray">
                    {t(`tutorials.levels.${tutorial.level}`)}
                  </Badge>
                  <Text size="sm" c="gray.7">
                    {t('tutorials.minutes', { count: tutorial.minutes })}
                  </Text>
                </Group>
              </Stack>
              {isSignedIn ? (
                <Stack gap={4}>
                  <Progress
                    value={(tutorial.doneCount / tutorial.stepCount) * 100}
                    color={finished ? 'teal' : 'blue'}
                    aria-label={t('tutorials.progressOf', { title: tutorial.title })}
                  />
                  <Group justify="space-between">
                    <Text size="sm" c="gray.7" aria-live="polite">
                      {finished
                        ? t('tutorials.completed')
                        : t('tutorials.progress', { done: tutorial.doneCount, total: tutorial.stepCount })}
                    </Text>
                    {tutorial.doneCount > 0 && (
                      <Button
                        variant="subtle"
                        size="compact-sm"
                        loading={startOver.isPending}
                        onClick={() => startOver.mutate()}
                      >
                        {t('tutorials.startOver')}
                      </Button>
                    )}
                  </Group>
                </Stack>
              ) : (
                <Text size="sm">
                  <Anchor component={Link} to={loginUrl(location.pathname, location.search)}>
                    {t('tutorials.signIn')}
                  </Anchor>{' '}
                  {t('tutorials.signInWhy')}
                </Text>
              )}
              <TutorialSteps
                steps={tutorial.steps}
                onTick={isSignedIn ? tickStep : undefined}
                saving={saving}
              />
            </>
          );
        }}
      </QueryState>
    </Stack>
  );
}
