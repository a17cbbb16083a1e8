import { Textarea } from '@mantine/core';
import type { CollectionRequest } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { JsonTextField } from './JsonTextField.tsx';

type Props = { request: CollectionRequest; onChange: (request: CollectionRequest) => void };

type Graphql = NonNullable<CollectionRequest['graphql']>;
const isObject = (value: unknown) => value !== null && typeof value === 'object' && !Array.isArray(value);

/** A GraphQL request's query and variables (a JSON object whose strings may hold placeholders). */
export function GraphqlFields({ request, onChange }: Props) {
  const { t } = useTranslation('builder');
  const graphql = request.graphql ?? { query: '' };
  const set = (next: Graphql) => onChange({ ...request, graphql: next });
  return (
    <>
      <Textarea
        label={t('studio.request.graphqlQuery')}
        value={graphql.query}
        onChange={(event) => set({ ...graphql, query: event.currentTarget.value })}
        error={graphql.query.trim() ? null : t('studio.request.graphqlQueryRequired')}
        autosize
        minRows={6}
        maxRows={24}
        spellCheck={false}
        required
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
      />
      <JsonTextField
        label={t('studio.request.graphqlVariables')}
        value={graphql.variables}
        accepts={isObject}
        onChange={(value) => {
          const { variables: _gone, ...rest } = graphql;
          set(value === undefined ? rest : { ...rest, variables: value as Graphql['variables'] });
        }}
      />
    </>
  );
}
