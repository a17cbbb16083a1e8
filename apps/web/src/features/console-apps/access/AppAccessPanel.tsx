import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../lib/modals/ConfirmDialog.tsx';
import { appAccessApi } from './api/appAccessApi.ts';
import { useAccessChange } from './api/useAccessChange.ts';
import { PermissionsSection } from './PermissionsSection.tsx';
import { RolesSection } from './RolesSection.tsx';
import { UsersSection } from './UsersSection.tsx';

type Removal = { kind: 'permission' | 'role' | 'user'; key: string };

type Props = {
  appId: string;
  /** The caller's role allows apps.write in the app's company; the server checks it again. */
  canManage: boolean;
};

/**
 * An app's "Access" section: its permissions, roles and users (docs/product/apps.md APPS-13). Every removal
 * is confirmed first.
 */
export function AppAccessPanel({ appId, canManage }: Props) {
  const { t } = useTranslation('console');
  const [removal, setRemoval] = useState<Removal | null>(null);
  const remove = useAccessChange(appId, ({ kind, key }: Removal) =>
    kind === 'permission'
      ? appAccessApi.deletePermission(appId, key)
      : kind === 'role'
        ? appAccessApi.deleteRole(appId, key)
        : appAccessApi.removeUser(appId, key),
  );
  const ask = (kind: Removal['kind']) => (key: string) => {
    remove.reset();
    setRemoval({ kind, key });
  };
  return (
    <Stack gap="lg">
      <Title order={2} size="h3">
        {t('appAccess.title')}
      </Title>
      <Text size="sm" c="gray.7">
        {t('appAccess.intro')}
      </Text>
      <PermissionsSection appId={appId} canManage={canManage} onRemove={ask('permission')} />
      <RolesSection appId={appId} canManage={canManage} onRemove={ask('role')} />
      <UsersSection appId={appId} canManage={canManage} onRemove={ask('user')} />
      <ConfirmDialog
        opened={removal !== null}
        title={t(`appAccess.confirm.${removal?.kind ?? 'role'}Title`)}
        confirmLabel={t('appAccess.confirm.remove')}
        destructive
        busy={remove.isPending}
        onCancel={() => setRemoval(null)}
        onConfirm={() => removal && remove.mutate(removal, { onSuccess: () => setRemoval(null) })}
      >
        <Stack gap="xs">
          <Text>{t(`appAccess.confirm.${removal?.kind ?? 'role'}Text`, { name: removal?.key ?? '' })}</Text>
          {remove.errorMessage && (
            <Text c="red.8" size="sm" role="alert">
              {remove.errorMessage}
            </Text>
          )}
        </Stack>
      </ConfirmDialog>
    </Stack>
  );
}
