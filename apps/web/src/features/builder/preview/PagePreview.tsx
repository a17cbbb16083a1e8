import { Alert, Code, List, Paper, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TenantBar, useExplorerTenant } from '../../explorers/index.ts';
import { PageView } from './PageView.tsx';
import { type PagePreviewState, pagePreviewState } from './pagePreview.utils.ts';
import { sandboxSourceFor } from './sandboxSource.ts';

type Props = {
  /** The page file's text as typed (the caller debounces it). */
  text: string;
  /** The draft's files: the page's model is read from them. */
  files: Record<string, string>;
};
type ValidPage = Extract<PagePreviewState, { kind: 'ok' }>;

/**
 * The page preview of the app builder (docs/product/builder.md BUILDER-11), in its own lazily loaded chunk:
 * the page as the deployed app renders it, from the editor's text. Nothing in the page is run: it is data,
 * drawn with the product's components.
 */
export function PagePreview({ text, files }: Props) {
  const { t } = useTranslation('builder');
  const state = useMemo(() => pagePreviewState(text, files), [text, files]);
  if (state.kind === 'notJson')
    return (
      <Alert color="red" title={t('preview.notJson')}>
        <Text size="sm">{state.message}</Text>
      </Alert>
    );
  if (state.kind === 'invalid')
    return (
      <Alert color="red" title={t('preview.invalid')}>
        <List size="sm">
          {state.problems.map((problem, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two problems may share a pointer and a message
            <List.Item key={i}>
              <Code>{problem.pointer || '/'}</Code> {problem.message}
            </List.Item>
          ))}
        </List>
      </Alert>
    );
  return needsSandbox(state) ? (
    <WithSandbox state={state} />
  ) : (
    <PageView {...state} tenant={null} accessToken={null} />
  );
}

/** A worker field offers the sandbox's workers; a list, detail or dashboard shows its model's records. */
function needsSandbox({ page, model }: ValidPage): boolean {
  const hasWorkerField = page.sections.some((s) => s.fields.some((f) => f.type === 'worker'));
  return (
    hasWorkerField || (page.layout !== 'form' && model !== null && sandboxSourceFor(model.name) !== null)
  );
}

/** The tenant bar of the explorers (tenant choice and the user's tenant token) above the page. */
function WithSandbox({ state }: { state: ValidPage }) {
  const explorer = useExplorerTenant();
  return (
    <Stack gap="sm">
      <Paper withBorder p="xs">
        <TenantBar explorer={explorer} />
      </Paper>
      <PageView {...state} tenant={explorer.tenant?.name ?? null} accessToken={explorer.accessToken} />
    </Stack>
  );
}
