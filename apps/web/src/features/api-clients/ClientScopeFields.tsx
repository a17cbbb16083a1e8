import { Checkbox, SimpleGrid, Stack } from '@mantine/core';
import { type ApiClientScope, isPortalScope, portalScopes, tenantTokenScopes } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { scopeLabel } from './scopeLabels.ts';

type Props = {
  value: ApiClientScope[];
  onChange: (scopes: ApiClientScope[]) => void;
  error?: string;
};

/**
 * A client's scopes in two groups: tenant scopes for its tenant tokens (the sandbox), portal scopes for
 * its portal tokens (the portal's own API, docs/cli.md). One list on the server; each group keeps the
 * other's choices when it changes.
 */
export function ClientScopeFields({ value, onChange, error }: Props) {
  const { t } = useTranslation('console');
  const tenantChosen = value.filter((scope) => !isPortalScope(scope));
  const portalChosen = value.filter(isPortalScope);
  return (
    <>
      <Checkbox.Group
        label={t('apiClients.fields.scopes')}
        description={t('apiClients.form.scopesHelp')}
        value={tenantChosen}
        onChange={(chosen) => onChange([...(chosen as ApiClientScope[]), ...portalChosen])}
        error={error}
        required
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="xs">
          {tenantTokenScopes.map((scope) => (
            <Checkbox key={scope} value={scope} label={scopeLabel(t, scope)} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <Checkbox.Group
        label={t('apiClients.fields.portalScopes')}
        description={t('apiClients.form.portalScopesHelp')}
        value={portalChosen}
        onChange={(chosen) => onChange([...tenantChosen, ...(chosen as ApiClientScope[])])}
      >
        <Stack mt="xs" gap="xs">
          {portalScopes.map((scope) => (
            <Checkbox key={scope} value={scope} label={scopeLabel(t, scope)} />
          ))}
        </Stack>
      </Checkbox.Group>
    </>
  );
}
