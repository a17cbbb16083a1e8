import { Group, MultiSelect, NumberInput, Select, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FieldSpec } from './stepFields.ts';
import { MAX_BRANCHES } from './stepKinds.ts';

/** One field of a step's form, by the kind its schema gives it (text, expression, number, target, retry). */
export function StepFieldInput(props: {
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
