import { Anchor, List, Paper, Stack, Title } from '@mantine/core';
import type { App } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLinksOnDeployment } from '../../../lib/routes/RouteTableContext.tsx';
import { appViewPaths } from '../../console-apps/index.ts';

type Step = { key: string; path: string; label: string };

/**
 * What to do next, from where the company stands: a first app, a failing build to fix, a first deployment,
 * a tenant to connect to; only steps whose page the user may open on this deployment.
 */
export function NextSteps({
  appCount,
  firstFailing,
  hasDeployments,
}: {
  /** null while unknown. */
  appCount: number | null;
  firstFailing: App | null;
  hasDeployments: boolean | null;
}) {
  const { t } = useTranslation('home');
  const wanted: Step[] = [
    ...(appCount === 0 ? [{ key: 'create', path: '/console/apps', label: t('dashboard.next.create') }] : []),
    ...(firstFailing?.latestVersion?.buildId
      ? [
          {
            key: 'fix',
            path: appViewPaths.build(
              firstFailing.id,
              firstFailing.latestVersion.id,
              firstFailing.latestVersion.buildId,
            ),
            label: t('dashboard.next.fix', { name: firstFailing.name }),
          },
        ]
      : []),
    ...(appCount !== null && appCount > 0 && hasDeployments === false
      ? [{ key: 'deploy', path: '/console/apps', label: t('dashboard.next.deploy') }]
      : []),
    { key: 'tenant', path: '/console/tenants', label: t('dashboard.next.tenant') },
    { key: 'analytics', path: '/console/analytics', label: t('dashboard.next.analytics') },
    { key: 'docs', path: '/documentation', label: t('dashboard.next.docs') },
  ];
  const steps = useLinksOnDeployment(wanted).slice(0, 4);
  if (steps.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="next-steps-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="next-steps-heading">
          {t('dashboard.next.title')}
        </Title>
        <List spacing="xs">
          {steps.map((step) => (
            <List.Item key={step.key}>
              <Anchor component={Link} to={step.path}>
                {step.label}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
