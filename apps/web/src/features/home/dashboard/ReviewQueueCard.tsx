import { Anchor, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListCount } from '../../../lib/lists/ListCount.tsx';
import { reviewQueueQueryOptions } from '../api/reviewQueueQuery.ts';
import { DashboardCard } from './DashboardCard.tsx';

const SHOWN = 5;

/**
 * A reviewer's card: the apps of every company with a version submitted for review,
 * counted, each opening its admin page; the company card said "none" while two were waiting.
 */
export function ReviewQueueCard() {
  const { t } = useTranslation('home');
  const queue = useQuery(reviewQueueQueryOptions(SHOWN));
  const total = queue.data?.total ?? 0;
  return (
    <DashboardCard
      id="dashboard-review-queue"
      title={t('dashboard.reviewQueue.title')}
      query={queue}
      items={queue.data?.data ?? []}
      empty={t('dashboard.review.empty')}
      error={t('dashboard.error')}
      footer={
        total > 0 ? (
          <Stack gap={4}>
            <ListCount>{t('dashboard.reviewQueue.count', { count: total })}</ListCount>
            <Anchor component={Link} to="/admin/apps?review=IN_REVIEW" size="sm">
              {t('dashboard.reviewQueue.all')}
            </Anchor>
          </Stack>
        ) : null
      }
    >
      {(app) => (
        <Stack component="li" key={app.id} gap={0}>
          <Anchor component={Link} to={`/admin/apps/${app.id}`} fw={600}>
            {app.name}
          </Anchor>
          <Text size="xs" c="gray.7">
            {app.organizationName}
          </Text>
        </Stack>
      )}
    </DashboardCard>
  );
}
