import { List, Text } from '@mantine/core';
import type { TenantTokenScope } from '@portal/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../lib/modals/ConfirmDialog.tsx';
import { scopeLabel } from '../api-clients/index.ts';

type Props = {
  request: { tenant: string; scopes: TenantTokenScope[] } | null;
  busy: boolean;
  onAllow: () => void;
  onCancel: () => void;
};

/** Asks the user to let the portal use a tenant for them with these scopes, before the first token. */
export function ConsentDialog({ request, busy, onAllow, onCancel }: Props) {
  const { t } = useTranslation('console');
  // The dialog fades out after `request` is cleared: it keeps showing what it asked meanwhile.
  const shown = useRef(request);
  if (request) shown.current = request;
  const asked = shown.current;
  return (
    <ConfirmDialog
      opened={request !== null}
      title={t('tenants.page.consentTitle', { tenant: asked?.tenant ?? '' })}
      confirmLabel={t('tenants.page.allow')}
      busy={busy}
      onCancel={onCancel}
      onConfirm={onAllow}
    >
      <Text size="sm">{t('tenants.page.consentText', { tenant: asked?.tenant ?? '' })}</Text>
      <List size="sm" mt="sm">
        {(asked?.scopes ?? []).map((scope) => (
          <List.Item key={scope}>{scopeLabel(t, scope)}</List.Item>
        ))}
      </List>
    </ConfirmDialog>
  );
}
