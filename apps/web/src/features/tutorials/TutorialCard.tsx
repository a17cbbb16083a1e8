import { Anchor, Badge, Card, Group, Progress, Stack, Text } from '@mantine/core';
import type { TutorialSummary } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A tutorial in a list: what it teaches, its level and length, and how far the user got. */
export function TutorialCard({ tutorial, signedIn }: { tutorial: TutorialSummary; signedIn: boolean }) {
  const { t } = useTranslation('core');
  const done = tutorial.doneCount === tutorial.stepCount;
  return (
    <Card withBorder padding="md" component="li">
      <Stack gap="xs">
        <Anchor component={Link} to={`/learn?tutorial=${tutorial.slug}`} fw={600}>
          {tutorial.title}
        </Anchor>
        <Text size="sm">{tutorial.summary}</Text>
        <Group gap="xs">
          <Badge variant="light" color="gray">
            {t(`tutorials.levels.${tutorial.level}`)}
          </Badge>
          <Text size="xs" c="gray.7">
            {t('tutorials.minutes', { count: tutorial.minutes })} ·{' '}
            {t('tutorials.steps', { count: tutorial.stepCount })}
          </Text>
          {!tutorial.published && (
            <Badge variant="light" color="orange">
              {t('tutorials.unpublished')}
            </Badge>
          )}
        </Group>
        {signedIn && tutorial.doneCount > 0 && (
          <Stack gap={2}>
            <Progress
              value={(tutorial.doneCount / tutorial.stepCount) * 100}
              color={done ? 'teal' : 'blue'}
              aria-label={t('tutorials.progressOf', { title: tutorial.title })}
            />
            <Text size="xs" c="gray.7">
              {done
                ? t('tutorials.completed')
                : t('tutorials.progress', { done: tutorial.doneCount, total: tutorial.stepCount })}
            </Text>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
