import { Button, Group, MultiSelect, Stack, Text, Title } from '@mantine/core';
import {
  type EntitlementPackage,
  type OrganizationType,
  organizationTypes,
  type Region,
} from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/http/errorText.ts';
import { useRegionOptions } from '../../../lib/identity/regionQueries.ts';
import { toast } from '../../../lib/toasts/toasts.ts';
import { packagesApi, usePackageMutation } from './api/packagesApi.ts';

/** Which organization types and regions may be given the package (empty: all); checked when assigning. */
export function PackageAccessPolicy({ pkg }: { pkg: EntitlementPackage }) {
  const { t } = useTranslation('admin');
  const [types, setTypes] = useState<string[]>(pkg.accessPolicy.organizationTypes);
  const [where, setWhere] = useState<string[]>(pkg.accessPolicy.regions);
  const [problem, setProblem] = useState<string | null>(null);
  const regions = useRegionOptions();
  const save = usePackageMutation(() =>
    packagesApi.setAccessPolicy(pkg.id, {
      organizationTypes: types as OrganizationType[],
      regions: where as Region[],
    }),
  );
  const canManage = pkg.access === 'manage';
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('packages.policy.title')}
      </Title>
      <Text c="gray.7" size="sm">
        {t('packages.policy.intro')}
      </Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <MultiSelect
          label={t('packages.policy.types')}
          placeholder={types.length === 0 ? t('packages.policy.allTypes') : undefined}
          data={organizationTypes.map((value) => ({ value, label: t(`companies.types.${value}`) }))}
          value={types}
          onChange={setTypes}
          disabled={!canManage}
          w={{ base: '100%', sm: 320 }}
        />
        <MultiSelect
          label={t('packages.policy.regions')}
          placeholder={where.length === 0 ? t('packages.policy.allRegions') : undefined}
          data={regions.options}
          value={where}
          error={regions.failed ? t('regions.loadError') : undefined}
          onChange={setWhere}
          disabled={!canManage}
          w={{ base: '100%', sm: 320 }}
        />
        {canManage && (
          <Button
            loading={save.isPending}
            onClick={() => {
              setProblem(null);
              save.mutate(undefined, {
                onSuccess: () => toast.info(t('packages.policy.saved')),
                onError: (error) => setProblem(errorText(error, t('packages.saveFailed'))),
              });
            }}
          >
            {t('packages.policy.save')}
          </Button>
        )}
      </Group>
      {problem && (
        <Text c="red.8" size="sm" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
