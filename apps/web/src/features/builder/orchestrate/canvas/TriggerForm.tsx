import { Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowProblem } from './validateFlow.ts';

const types = ['manual', 'api', 'webhook', 'event', 'schedule'] as const;
/** The kinds whose runs start with inputs (declared in the file, checked at launch). */
const withInputs = new Set(['manual', 'api', 'webhook']);

type Props = {
  trigger: Record<string, unknown>;
  problems: FlowProblem[];
  readOnly: boolean;
  onChange: (trigger: Record<string, unknown>, field: string) => void;
};

/** The trigger's form: its kind and that kind's fields (docs/app-format.md, orchestration). */
export function TriggerForm({ trigger, problems, readOnly, onChange }: Props) {
  const { t } = useTranslation('builder');
  const type = String(trigger.type ?? 'manual');
  const hasInputs = withInputs.has(type);
  const messages = problems.map((p) => p.message).join(' ') || undefined;
  const changeType = (next: string | null) => {
    if (!next || next === type) return;
    // Inputs carry over between the kinds that have them; the other kinds have fields of their own.
    const inputs = hasInputs && withInputs.has(next) ? { inputs: trigger.inputs } : {};
    onChange(
      {
        type: next,
        ...(inputs.inputs ? inputs : {}),
        ...(next === 'event' ? { event: '' } : {}),
        ...(next === 'schedule' ? { cron: '' } : {}),
      },
      'type',
    );
  };
  return (
    <Stack gap="sm" data-testid="trigger-form">
      <Text fw={600}>{t('orchestrate.trigger.label')}</Text>
      <Select
        label={t('orchestrate.trigger.type')}
        data={types.map((value) => ({ value, label: t(`orchestrate.trigger.types.${value}`) }))}
        value={type}
        readOnly={readOnly}
        allowDeselect={false}
        onChange={changeType}
        error={messages}
      />
      {type === 'event' && (
        <TextInput
          label={t('orchestrate.trigger.event')}
          required
          value={String(trigger.event ?? '')}
          readOnly={readOnly}
          onChange={(e) => onChange({ ...trigger, event: e.currentTarget.value }, 'event')}
        />
      )}
      {type === 'schedule' && (
        <TextInput
          label={t('orchestrate.trigger.cron')}
          description={t('orchestrate.trigger.cronHelp')}
          required
          value={String(trigger.cron ?? '')}
          readOnly={readOnly}
          onChange={(e) => onChange({ ...trigger, cron: e.currentTarget.value }, 'cron')}
        />
      )}
      {hasInputs && (
        <InputsField
          inputs={trigger.inputs}
          readOnly={readOnly}
          onInputs={(inputs) => {
            const { inputs: _old, ...rest } = trigger;
            onChange(inputs === undefined ? rest : { ...rest, inputs }, 'inputs');
          }}
        />
      )}
    </Stack>
  );
}

/** The declared inputs as JSON: taken into the file once the text is a JSON list (the schema checks the rest). */
function InputsField(props: {
  inputs: unknown;
  readOnly: boolean;
  onInputs: (inputs: unknown[] | undefined) => void;
}) {
  const { t } = useTranslation('builder');
  const shown = props.inputs === undefined ? '' : JSON.stringify(props.inputs, null, 2);
  const [text, setText] = useState(shown);
  // Inputs changed elsewhere (undo, the code builder) replace the text; the user's own typing does not.
  useEffect(() => setText((typed) => (sameJson(typed, shown) ? typed : shown)), [shown]);
  let error: string | undefined;
  const onText = (value: string) => {
    setText(value);
    if (value.trim() === '') return props.onInputs(undefined);
    try {
      const parsed: unknown = JSON.parse(value);
      if (Array.isArray(parsed)) props.onInputs(parsed);
    } catch {
      // Shown below until the text parses.
    }
  };
  try {
    if (text.trim() !== '' && !Array.isArray(JSON.parse(text))) error = t('orchestrate.trigger.inputsList');
  } catch {
    error = t('orchestrate.trigger.inputsJson');
  }
  return (
    <Textarea
      label={t('orchestrate.trigger.inputs')}
      description={t('orchestrate.trigger.inputsHelp')}
      value={text}
      error={error}
      readOnly={props.readOnly}
      autosize
      minRows={3}
      styles={{ input: { fontFamily: 'monospace' } }}
      onChange={(e) => onText(e.currentTarget.value)}
    />
  );
}

function sameJson(a: string, b: string): boolean {
  if (a.trim() === '' || b.trim() === '') return a.trim() === b.trim();
  try {
    return JSON.stringify(JSON.parse(a)) === JSON.stringify(JSON.parse(b));
  } catch {
    return false;
  }
}
