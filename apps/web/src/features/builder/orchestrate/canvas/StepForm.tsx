import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { StepDraft } from './flowDoc.ts';
import { StepFieldInput } from './StepFieldInput.tsx';
import { StepIdField } from './StepIdField.tsx';
import { type FieldSpec, stepFields, withField } from './stepFields.ts';
import { type FlowProblem, problemText } from './validateFlow.ts';

type Props = {
  step: StepDraft;
  isFirst: boolean;
  /** The other steps' ids: what a target field may name. */
  stepIds: string[];
  problems: FlowProblem[];
  readOnly: boolean;
  onChange: (step: StepDraft, field: string) => void;
  onRename: (id: string) => void;
  onDelete: () => void;
  onMakeFirst: () => void;
};

/** The side panel's form of one step: a field per entry of its kind's schema, problems beside each field. */
export function StepForm({ step, isFirst, stepIds, problems, readOnly, ...on }: Props) {
  const { t } = useTranslation('builder');
  const specs = stepFields[step.type] ?? [];
  const text = problemText(t);
  const errorOf = (field: string) =>
    problems
      .filter((p) => p.field === field)
      .map(text)
      .join(' ') || undefined;
  const known = new Set(['id', ...specs.map((s) => s.name)]);
  const general = problems.filter((p) => !p.field || !known.has(p.field));
  const set = (spec: FieldSpec, value: unknown) => on.onChange(withField(step, spec, value), spec.name);
  const label = (name: string) => t(`orchestrate.fields.${name}`, { defaultValue: name });

  return (
    <Stack gap="sm" data-testid="step-form">
      <Text fw={600}>{t('orchestrate.form.stepTitle', { kind: t(`orchestrate.kinds.${step.type}`) })}</Text>
      {general.length > 0 && (
        <Alert color="red" title={t('orchestrate.form.problems')}>
          <List size="sm">
            {general.map((p) => (
              <List.Item key={p.message}>{text(p)}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <StepIdField
        id={step.id}
        taken={stepIds}
        readOnly={readOnly}
        onRename={on.onRename}
        error={errorOf('id')}
      />
      {specs.map((spec) => (
        <StepFieldInput
          key={spec.name}
          spec={spec}
          value={step[spec.name]}
          label={label(spec.name)}
          error={errorOf(spec.name)}
          readOnly={readOnly}
          targets={stepIds.filter((id) => id !== step.id)}
          onValue={(value) => set(spec, value)}
        />
      ))}
      {!readOnly && (
        <Group gap="xs">
          {!isFirst && (
            <Button size="xs" variant="default" onClick={on.onMakeFirst}>
              {t('orchestrate.form.makeFirst')}
            </Button>
          )}
          <Button size="xs" color="red" variant="light" c="red.9" onClick={on.onDelete}>
            {t('orchestrate.form.deleteStep')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
