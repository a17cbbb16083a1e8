import { Anchor, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { type EntitlementMeasure, type EntitlementPackage, entitlementCatalogue } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../../lib/http/errorText.ts';
import { ConfirmDialog } from '../../../lib/modals/ConfirmDialog.tsx';
import { DataTable } from '../../../lib/tables/DataTable.tsx';
import { toast } from '../../../lib/toasts/toasts.ts';
import { packagesApi, usePackageMutation } from './api/packagesApi.ts';
import { PackageAccessPolicy } from './PackageAccessPolicy.tsx';
import { PackageHolders } from './PackageHolders.tsx';
import { PackageStates } from './PackageStates.tsx';
import { PackageStatusBadge } from './PackageStatusBadge.tsx';

/** /admin/packages/view/:id: the package, its entitlements and limits, its policy and the companies holding it. */
export function PackagePage() {
  return <PackageStates>{(pkg) => <PackageView key={pkg.updatedAt} pkg={pkg} />}</PackageStates>;
}

function Limits({ entitlement }: { entitlement: EntitlementPackage['entitlements'][number] }) {
  const { t } = useTranslation(['admin', 'console']);
  const measures = Object.keys(entitlementCatalogue[entitlement.name].limits) as EntitlementMeasure[];
  if (measures.length === 0) return <Text size="sm">{t('packages.view.noLimits')}</Text>;
  return (
    <List size="sm" spacing={2}>
      {measures.map((measure) => {
        const own = entitlement.limits[measure];
        return (
          <List.Item key={measure}>
            {t(`console:entitlements.measures.${measure}`)}:{' '}
            {own !== undefined
              ? t('packages.view.ownLimit', { limit: own })
              : t('packages.view.defaultLimit', {
                  limit: entitlementCatalogue[entitlement.name].limits[measure],
                })}
          </List.Item>
        );
      })}
    </List>
  );
}

function PackageView({ pkg }: { pkg: EntitlementPackage }) {
  const { t } = useTranslation('admin');
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const next = pkg.status === 'active' ? 'retired' : 'active';
  const setStatus = usePackageMutation(() => packagesApi.setStatus(pkg.id, next));
  const canManage = pkg.access === 'manage';

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/admin/packages" size="sm">
        {t('packages.back')}
      </Anchor>
      <Group justify="space-between" wrap="wrap">
        <Group gap="sm">
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {pkg.name}
          </Title>
          <PackageStatusBadge status={pkg.status} />
        </Group>
        {canManage && (
          <Group gap="sm">
            <Button component={Link} to={`/admin/packages/view/${pkg.id}/edit`}>
              {t('packages.view.edit')}
            </Button>
            <Button
              variant="default"
              color={next === 'retired' ? 'red' : undefined}
              onClick={() => setConfirming(true)}
            >
              {t(next === 'retired' ? 'packages.view.retire' : 'packages.view.reactivate')}
            </Button>
          </Group>
        )}
      </Group>
      {pkg.description && <Text>{pkg.description}</Text>}
      {problem && (
        <Text c="red.8" role="alert">
          {problem}
        </Text>
      )}
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('packages.fields.entitlements')}
        </Title>
        <DataTable
          minWidth={420}
          rowHeader={0}
          columns={[t('packages.view.entitlement'), t('packages.view.limits')]}
          rows={pkg.entitlements.map((entitlement) => ({
            key: entitlement.name,
            cells: [
              <Text key="name" span inherit style={{ overflowWrap: 'anywhere' }}>
                {entitlement.name}
              </Text>,
              <Limits key="limits" entitlement={entitlement} />,
            ],
          }))}
        />
      </Stack>
      <PackageAccessPolicy pkg={pkg} />
      <PackageHolders pkg={pkg} />
      <ConfirmDialog
        opened={confirming}
        title={t(next === 'retired' ? 'packages.view.retireTitle' : 'packages.view.reactivateTitle')}
        confirmLabel={t(next === 'retired' ? 'packages.view.retire' : 'packages.view.reactivate')}
        destructive={next === 'retired'}
        busy={setStatus.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          setStatus.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              toast.info(t(next === 'retired' ? 'packages.view.retired' : 'packages.view.reactivated'));
            },
            onError: (error) => {
              setConfirming(false);
              setProblem(errorText(error, t('packages.saveFailed')));
            },
          })
        }
      >
        {t(next === 'retired' ? 'packages.view.retireText' : 'packages.view.reactivateText', {
          name: pkg.name,
        })}
      </ConfirmDialog>
    </Stack>
  );
}
