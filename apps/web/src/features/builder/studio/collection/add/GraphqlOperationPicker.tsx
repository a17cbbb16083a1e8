import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../../lib/loading/QueryState.tsx';
import { graphqlSdlQueryOptions } from '../../api/studioQueries.ts';
import { type NewRequest, requestFromGraphql } from '../../newRequests.ts';

/**
 * A root field of the sandbox's GraphQL schema, read from the SDL it serves (public, no token); graphql-js,
 * which reads it, is loaded only here.
 */
export function GraphqlOperationPicker({
  tenant,
  onPick,
}: {
  tenant: string;
  onPick: (request: NewRequest | null) => void;
}) {
  const { t } = useTranslation('builder');
  const [key, setKey] = useState<string | null>(null);
  const schema = useQuery(graphqlSdlQueryOptions(tenant));
  return (
    <QueryState query={schema} errorMessage={t('studio.add.loadFailed')}>
      {(operations) => (
        <Select
          label={t('studio.add.operation')}
          placeholder={t('studio.add.operationPlaceholder')}
          data={(['query', 'mutation'] as const).map((kind) => ({
            group: t(`studio.add.graphql.${kind}`),
            items: operations
              .filter((op) => op.kind === kind)
              .map((op) => ({
                value: op.key,
                label: op.description ? `${op.field} · ${op.description}` : op.field,
              })),
          }))}
          value={key}
          onChange={(value) => {
            setKey(value);
            const op = operations.find((candidate) => candidate.key === value);
            onPick(op ? requestFromGraphql(op) : null);
          }}
          searchable
          maxDropdownHeight={320}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    </QueryState>
  );
}
