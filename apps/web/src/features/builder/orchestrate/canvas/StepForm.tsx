import {
  Alert,
  Button,
  Group,
  List,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StepDraft } from './flowDoc.ts';
import { type FieldSpec, stepFields, withField } from './stepFields.ts';
import { MAX_BRANCHES } from './stepKinds.ts';
import { type FlowProblem, problemText } from './validateFlow.ts';

const STEP_ID = /^[a-z][a-z0-9_-]{0,63}$/;

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
        <FieldInput
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

/** The id is renamed when the field is left (or Enter): renaming at each key would collide with other ids. */
function StepIdField(props: {
  id: string;
  taken: string[];
  readOnly: boolean;
  error: string | undefined;
  onRename: (id: string) => void;
}) {
  const { t } = useTranslation('builder');
  const [value, setValue] = useState(props.id);
  useEffect(() => setValue(props.id), [props.id]);
  const local =
    value === props.id
      ? undefined
      : !STEP_ID.test(value)
        ? t('orchestrate.form.badId')
        : props.taken.includes(value)
          ? t('orchestrate.form.takenId')
          : undefined;
  const commit = () => {
    if (value !== props.id && !local) props.onRename(value);
  };
  return (
    <TextInput
      label={t('orchestrate.fields.id')}
      value={value}
      readOnly={props.readOnly}
      error={local ?? props.error}
      onChange={(e) => setValue(e.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(e) => e.key === 'Enter' && commit()}
    />
  );
}

function FieldInput(props: {
  spec: FieldSpec;
  value: unknown;
  label: string;
  error: string | undefined;
  readOnly: boolean;
  targets: string[];
  onValue: (value: unknown) => void;
}) {
  const { t } = useTranslation('builder');
  const { spec, value, label, error, readOnly, onValue } = props;
  const required = !spec.optional;
  const text = typeof value === 'string' ? value : '';
  switch (spec.kind) {
    case 'text':
      return (
        <TextInput
          label={label}
          required={required}
          value={text}
          error={error}
          readOnly={readOnly}
          onChange={(e) => onValue(e.currentTarget.value)}
        />
      );
    case 'longText':
    case 'expression':
      return (
        <Textarea
          label={label}
          description={spec.kind === 'expression' ? t('orchestrate.form.expressionHelp') : undefined}
          required={required}
          value={text}
          error={error}
          readOnly={readOnly}
          autosize
          minRows={2}
          styles={spec.kind === 'expression' ? { input: { fontFamily: 'monospace' } } : undefined}
          onChange={(e) => onValue(e.currentTarget.value)}
        />
      );
    case 'number':
      return (
        <NumberInput
          label={label}
          required={required}
          value={typeof value === 'number' ? value : ''}
          min={spec.min}
          max={spec.max}
          error={error}
          readOnly={readOnly}
          onChange={(v) => onValue(v === '' ? '' : Number(v))}
        />
      );
    case 'select':
    case 'target': {
      const options = spec.kind === 'select' ? spec.options : props.targets;
      return (
        <Select
          label={label}
          required={required}
          data={[...options]}
          value={text || null}
          error={error}
          readOnly={readOnly}
          clearable={!required}
          searchable={spec.kind === 'target'}
          placeholder={spec.kind === 'target' ? t('orchestrate.form.pickStep') : undefined}
          onChange={(v) => onValue(v ?? '')}
        />
      );
    }
    case 'targets': {
      const picked = Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
      return (
        <MultiSelect
          label={label}
          required={required}
          data={props.targets}
          value={picked}
          error={error}
          readOnly={readOnly}
          searchable
          maxValues={MAX_BRANCHES}
          description={t('orchestrate.form.branchesHelp')}
          onChange={(v) => onValue(v)}
        />
      );
    }
    case 'retry': {
      const retry = (value ?? {}) as { max?: number; backoffSeconds?: number };
      const setPart = (part: 'max' | 'backoffSeconds', v: string | number) => {
        const next: Record<string, number> = { ...retry };
        if (v === '') delete next[part];
        else next[part] = Number(v);
        // No max: no retries, so the whole field goes.
        onValue(next.max === undefined ? undefined : next);
      };
      return (
        <Group grow gap="xs" align="flex-start">
          <NumberInput
            label={t('orchestrate.fields.retryMax')}
            value={retry.max ?? ''}
            min={0}
            max={5}
            error={error}
            readOnly={readOnly}
            onChange={(v) => setPart('max', v)}
          />
          <NumberInput
            label={t('orchestrate.fields.retryBackoff')}
            value={retry.backoffSeconds ?? ''}
            min={1}
            max={3600}
            readOnly={readOnly}
            disabled={retry.max === undefined}
            onChange={(v) => setPart('backoffSeconds', v)}
          />
        </Group>
      );
    }
  }
}
