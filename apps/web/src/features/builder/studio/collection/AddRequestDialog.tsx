import { Alert, Button, Group, Select, Stack } from '@mantine/core';
import type { CollectionRequest } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DelayedSpinner } from '../../../../lib/loading/DelayedSpinner.tsx';
import { PortalModal } from '../../../../lib/modals/PortalModal.tsx';
import type { ExplorerOperation } from '../../../shared/sandbox/openApiOperations.ts';
import { exampleOf } from '../../../shared/sandbox/schemaExample.ts';
import { useOpenApiOperations } from '../../../shared/sandbox/useOpenApiOperations.ts';

/** What an operation of the sandbox's OpenAPI documents gives a new request, and the variables it needs. */
export function requestFromOperation(op: ExplorerOperation): {
  request: Omit<CollectionRequest, 'id'>;
  variables: string[];
} {
  const variables = op.parameters.filter((p) => p.in === 'path').map((p) => p.name);
  const success = op.responses.find((r) => /^2\d\d$/.test(r.status));
  const body = op.requestSchema ? exampleOf(op.requestSchema) : undefined;
  return {
    request: {
      name: op.summary.slice(0, 100) || `${op.method} ${op.path}`,
      method: op.method as CollectionRequest['method'],
      // {id} in the template becomes the variable {{id}}.
      path: `/api/${op.service}/v${op.version}${op.path.replace(/\{(\w+)\}/g, '{{$1}}')}`,
      ...(body !== undefined ? { body: body as CollectionRequest['body'] } : {}),
      ...(success ? { expectedStatus: Number(success.status) } : {}),
    },
    variables,
  };
}

type Props = {
  tenant: string | null;
  opened: boolean;
  onClose: () => void;
  onAdd: (op: ExplorerOperation) => void;
};

/** Add a request from the sandbox's API schemas: pick a service's operation (method, path, example body). */
export function AddRequestDialog({ tenant, opened, onClose, onAdd }: Props) {
  const { t } = useTranslation('builder');
  const apis = useOpenApiOperations(opened ? tenant : null);
  const [key, setKey] = useState<string | null>(null);
  const op = apis.operations.find((candidate) => candidate.key === key) ?? null;
  const groups = [...new Set(apis.operations.map((o) => `${o.service} v${o.version}`))].map((group) => ({
    group,
    items: apis.operations
      .filter((o) => `${o.service} v${o.version}` === group)
      .map((o) => ({
        value: o.key,
        label: `${o.method} ${o.service}/v${o.version}${o.path} · ${o.summary}`,
      })),
  }));

  return (
    <PortalModal opened={opened} onClose={onClose} title={t('studio.add.title')} size="large">
      <Stack gap="sm">
        {!tenant ? (
          <Alert color="blue">{t('studio.add.noTenant')}</Alert>
        ) : apis.isPending ? (
          <DelayedSpinner />
        ) : apis.isError ? (
          <Alert color="red" role="alert">
            {t('studio.add.loadFailed')}{' '}
            <Button size="compact-xs" variant="light" color="red" onClick={apis.retry}>
              {t('studio.retry')}
            </Button>
          </Alert>
        ) : (
          <Select
            label={t('studio.add.operation')}
            placeholder={t('studio.add.operationPlaceholder')}
            data={groups}
            value={key}
            onChange={setKey}
            searchable
            maxDropdownHeight={320}
            comboboxProps={{ withinPortal: true }}
            data-autofocus
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('studio.cancel')}
          </Button>
          <Button
            disabled={!op}
            onClick={() => {
              if (op) onAdd(op);
            }}
          >
            {t('studio.add.submit')}
          </Button>
        </Group>
      </Stack>
    </PortalModal>
  );
}
