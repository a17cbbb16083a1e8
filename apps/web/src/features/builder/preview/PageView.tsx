import { Alert, Badge, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PreviewData } from './PreviewData.tsx';
import { PreviewField, type WorkerChoices } from './PreviewField.tsx';
import { PreviewSection } from './PreviewRecords.tsx';
import type { PagePreviewState } from './pagePreview.utils.ts';
import { useSandboxRecords } from './useSandboxRecords.ts';
import { workerChoices } from './workerChoices.ts';

type Props = Extract<PagePreviewState, { kind: 'ok' }> & {
  tenant: string | null;
  accessToken: string | null;
};

const workersSource = { service: 'workers', resource: 'workers' } as const;
const actionColors = { primary: undefined, secondary: 'gray', danger: 'red' } as const;

/** A valid page rendered as the deployed app lays it out, with the sandbox's data where it binds data. */
export function PageView({ page, model, modelProblem, bindings, tenant, accessToken }: Props) {
  const { t } = useTranslation('builder');
  const noteId = useId();
  const hasWorkerField = page.sections.some((s) => s.fields.some((f) => f.type === 'worker'));
  const workers = useSandboxRecords(tenant, accessToken, hasWorkerField ? workersSource : null, 100);
  const choices: WorkerChoices = workerChoices(workers, accessToken !== null, t);
  const bindingError = (fieldId: string) => {
    const issue = bindings[fieldId];
    return issue
      ? t(`preview.binding.${issue.reason}`, {
          binding: issue.binding,
          model: model?.name ?? page.model ?? '',
        })
      : null;
  };
  const problems = Object.values(bindings);

  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="wrap">
        <Title order={3} size="h4">
          {page.title}
        </Title>
        <Badge variant="light" color="gray">
          {t(`preview.layout.${page.layout}`)}
        </Badge>
        {page.route && (
          <Text size="xs" c="gray.7" ff="monospace">
            /{page.route}
          </Text>
        )}
      </Group>
      {modelProblem && (
        <Alert color="yellow" title={t(`preview.model.${modelProblem}`, { model: page.model ?? '' })} />
      )}
      {problems.length > 0 && page.layout !== 'form' && (
        <Alert color="yellow" title={t('preview.binding.title')}>
          <List size="sm">
            {problems.map((issue) => (
              <List.Item key={issue.fieldId}>{bindingError(issue.fieldId)}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {page.layout === 'form' ? (
        page.sections.map((section) => (
          <PreviewSection key={section.id} title={section.title}>
            {section.fields.map((field) => (
              <PreviewField
                key={field.id}
                field={field}
                bindingError={bindingError(field.id)}
                workers={choices}
              />
            ))}
          </PreviewSection>
        ))
      ) : (
        <PreviewData page={page} model={model} tenant={tenant} accessToken={accessToken} />
      )}
      {page.actions && page.actions.length > 0 && (
        <Stack gap={4}>
          <Group gap="xs">
            {page.actions.map((action) => (
              <Button
                key={action.id}
                type="button"
                variant={action.style === 'secondary' ? 'default' : 'filled'}
                color={actionColors[action.style ?? 'primary']}
                aria-describedby={noteId}
              >
                {action.label}
              </Button>
            ))}
          </Group>
          <Text id={noteId} size="xs" c="gray.7">
            {t('preview.actionsNote')}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
