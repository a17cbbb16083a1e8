import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { EntitlementPackage } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorText } from '../../../lib/http/errorText.ts';
import { packagesApi, usePackageMutation } from './api/packagesApi.ts';
import { PackageForm } from './PackageForm.tsx';
import { PackageStates } from './PackageStates.tsx';
import { draftOf, emptyDraft, type PackageDraft, writeOf } from './packageForm.utils.ts';

const viewOf = (pkg: EntitlementPackage) => `/admin/packages/view/${pkg.id}`;

/** /admin/packages/create: a new package, then its page (where its policy and companies are set). */
export function PackageCreatePage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const create = usePackageMutation((draft: PackageDraft) => packagesApi.create(writeOf(draft)));
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/packages" size="sm">
        {t('packages.back')}
      </Anchor>
      <Title order={1}>{t('packages.create.title')}</Title>
      <PackageForm
        initial={emptyDraft}
        submitLabel={t('packages.create.submit')}
        busy={create.isPending}
        problem={problem}
        onCancel={() => navigate('/admin/packages')}
        onSubmit={(draft) => {
          setProblem(null);
          create.mutate(draft, {
            onSuccess: (pkg) => navigate(viewOf(pkg)),
            onError: (error) => setProblem(errorText(error, t('packages.saveFailed'))),
          });
        }}
      />
    </Stack>
  );
}

/** /admin/packages/view/:id/edit: the same fields; the change reaches every company holding it. */
export function PackageEditPage() {
  return <PackageStates>{(pkg) => <EditForm pkg={pkg} />}</PackageStates>;
}

function EditForm({ pkg }: { pkg: EntitlementPackage }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const save = usePackageMutation((draft: PackageDraft) => packagesApi.update(pkg.id, writeOf(draft)));
  return (
    <Stack gap="md">
      <Anchor component={Link} to={viewOf(pkg)} size="sm">
        {t('packages.edit.back', { name: pkg.name })}
      </Anchor>
      <Title order={1}>{t('packages.edit.title', { name: pkg.name })}</Title>
      {pkg.organizationCount > 0 && (
        <Text c="gray.7">{t('packages.edit.reach', { count: pkg.organizationCount })}</Text>
      )}
      <PackageForm
        initial={draftOf(pkg)}
        submitLabel={t('packages.edit.submit')}
        busy={save.isPending}
        problem={problem}
        onCancel={() => navigate(viewOf(pkg))}
        onSubmit={(draft) => {
          setProblem(null);
          save.mutate(draft, {
            onSuccess: () => navigate(viewOf(pkg)),
            onError: (error) => setProblem(errorText(error, t('packages.saveFailed'))),
          });
        }}
      />
    </Stack>
  );
}
