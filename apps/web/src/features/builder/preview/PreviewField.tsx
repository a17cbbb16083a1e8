import '@mantine/dates/styles.css';
import { Checkbox, FileInput, NumberInput, Select, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { PageComponent } from '@portal/contracts';
import { DATE_INPUT_FORMAT } from '../../../lib/format/dates.ts';

export type PageField = PageComponent['sections'][number]['fields'][number];

/** The sandbox workers a `worker` field offers, or why it offers none (no tenant token yet, a failed read). */
export type WorkerChoices = { options: { value: string; label: string }[]; note: string | null };

type Props = {
  field: PageField;
  /** Why the field's binding does not hold, shown as the field's error. */
  bindingError: string | null;
  workers: WorkerChoices;
};

/**
 * One field of a form page as the deployed app shows it, with the product's inputs: labels are plain text
 * (React escapes them), values stay in the preview (nothing is saved or sent).
 */
export function PreviewField({ field, bindingError, workers }: Props) {
  const common = {
    label: field.label,
    required: field.required === true,
    error: bindingError ?? undefined,
  };
  switch (field.type) {
    case 'text':
      return <TextInput {...common} />;
    case 'number':
      return <NumberInput {...common} />;
    case 'currency':
      return <NumberInput {...common} decimalScale={2} fixedDecimalScale thousandSeparator="," />;
    case 'date':
      return <DateInput {...common} valueFormat={DATE_INPUT_FORMAT} clearable />;
    case 'boolean':
      return <Checkbox label={field.label} required={common.required} error={common.error} />;
    case 'select':
      return (
        <Select {...common} data={(field.options ?? []).map((o) => ({ value: o.value, label: o.label }))} />
      );
    case 'worker':
      return (
        <Select
          {...common}
          data={workers.options}
          searchable
          disabled={workers.options.length === 0}
          description={workers.note ?? undefined}
        />
      );
    case 'attachment':
      return <FileInput {...common} clearable />;
  }
}
