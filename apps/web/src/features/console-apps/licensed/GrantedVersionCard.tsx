import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { App, AppVersion } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../../lib/http/HttpError.ts';
import { useCompany } from '../../../lib/identity/companyContext.ts';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { toast } from '../../../lib/toasts/toasts.ts';
import { useLifecycleMutation } from '../api/appsMutations.ts';
import { grantedVersionQueryOptions } from '../api/appsQueries.ts';
import { BuildStatusBadge } from '../builds/BuildStatusBadge.tsx';
import { DeployDialog } from '../deploy/DeployDialog.tsx';
import { RegistryTable } from '../lifecycle/RegistryTable.tsx';
import { useAppPermissions } from '../view/useAppPermissions.ts';

/**
 * What the company may deploy of a licensed app: the version its license in force grants (the producer's
 * newest release in Production), with the owned view's deploy dialog, and where the company runs it.
 * Nothing while no license is in force: the server answers 404 then.
 */
export function GrantedVersionCard({ app }: { app: App }) {
  const { t } = useTranslation('console');
  const granted = useQuery(grantedVersionQueryOptions(app.id));
  const organizationId = useCompany().selected?.organizationUuid ?? null;
  if (isHttpError(granted.error) && granted.error.status === 404) return null;
  return (
    <QueryState
      query={granted}
      errorMessage={t('appView.licensed.deploy.failed')}
      errorDetail={(error) => error.message}
    >
      {(grant) => (
        <Card withBorder>
          <Stack gap="md">
            <Title order={2} size="h4">
              {t('appView.licensed.deploy.title')}
            </Title>

            {grant.version ? (
              <Granted app={app} version={grant.version} />
            ) : (
              <Text size="sm">{t('appView.licensed.deploy.none')}</Text>
            )}
            {/* Where the company runs it: the registry holds only the company's own tenants. */}
            <RegistryTable app={app} licensee={organizationId} />
          </Stack>
        </Card>
      )}
    </QueryState>
  );
}

function Granted({ app, version }: { app: App; version: AppVersion }) {
  const { t } = useTranslation('console');
  const { canDeploy } = useAppPermissions();
  const deploy = useLifecycleMutation(app.id, app.referenceId);
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Stack gap="sm">
      <Text size="sm">{t('appView.licensed.deploy.granted', { version: version.version })}</Text>
      <Group gap="sm" wrap="wrap">
        <Text size="sm" fw={600}>
          {t('appView.versionLabel', { version: version.version, number: version.number })}
        </Text>
        <BuildStatusBadge status={version.latestBuild?.status} />
        {canDeploy && (
          <Button
            size="xs"
            variant="light"
            onClick={() => {
              deploy.reset();
              setIsOpen(true);
            }}
          >
            {t('appView.lifecycle.actions.deploy')}
          </Button>
        )}
      </Group>
      <DeployDialog
        version={version}
        opened={isOpen}
        onClose={() => setIsOpen(false)}
        isBusy={deploy.isPending}
        error={deploy.isError ? deploy.error.message : null}
        onDeploy={(input) =>
          deploy.mutate(
            { type: 'deploy', versionId: version.id, ...input },
            {
              onSuccess: () => {
                setIsOpen(false);
                toast.info(t('appView.lifecycle.done.deploy', { version: version.version }));
              },
            },
          )
        }
      />
    </Stack>
  );
}
