import { Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../../lib/loading/QueryState.tsx';
import { useOpenApiOperations } from '../../../../explorers/index.ts';
import { type NewRequest, requestFromOperation } from '../../newRequests.ts';

/** An operation of the sandbox's OpenAPI documents: method, path and example body. */
export function RestOperationPicker({
  tenant,
  onPick,
}: {
  tenant: string;
  onPick: (request: NewRequest | null) => void;
}) {
  const { t } = useTranslation('builder');
  const apis = useOpenApiOperations(tenant);
  const [key, setKey] = useState<string | null>(null);
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
    <QueryState
      query={{ data: apis.operations, isPending: apis.isPending, error: apis.error, refetch: apis.retry }}
      errorMessage={t('studio.add.loadFailed')}
    >
      {(operations) => (
        <Select
          label={t('studio.add.operation')}
          placeholder={t('studio.add.operationPlaceholder')}
          data={groups}
          value={key}
          onChange={(value) => {
            setKey(value);
            const op = operations.find((candidate) => candidate.key === value);
            onPick(op ? requestFromOperation(op) : null);
          }}
          searchable
          maxDropdownHeight={320}
          comboboxProps={{ withinPortal: true }}
          data-autofocus
        />
      )}
    </QueryState>
  );
}
