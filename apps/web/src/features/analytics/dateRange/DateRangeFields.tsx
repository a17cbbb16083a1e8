import '@mantine/dates/styles.css';
import { Group, Select, Stack, Text } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import type { RangeIssue } from '@portal/contracts';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DATE_TIME_INPUT_FORMAT, formatDateTime, pickerValue } from '../../../lib/format/dates.ts';
import { type RangeSelection, relativeRanges, resolveRange } from './dateRange.utils.ts';

type Props = {
  value: RangeSelection;
  onChange: (value: RangeSelection) => void;
  issues: readonly RangeIssue[];
  /** The oldest log line of the company or app, or null when there is none. */
  earliestDate: string | null | undefined;
  /** Where a custom range may start at the earliest: the pickers offer nothing before it. */
  minStart?: string;
};

function issueText(issues: readonly RangeIssue[], field: 'start' | 'end', t: TFunction<'console'>) {
  const texts = issues.filter((issue) => issue.field === field).map((issue) => t(issue.key, issue.params));
  return texts.length > 0 ? texts.join(' ') : undefined;
}

export function DateRangeFields({ value, onChange, issues, earliestDate, minStart }: Props) {
  const { t, i18n } = useTranslation('console');
  const options = [...relativeRanges, 'custom' as const].map((range) => ({
    value: range,
    label: t(`logs.range.${range}`),
  }));
  function handleRangeChange(next: string | null) {
    if (!next) return;
    const relative = relativeRanges.find((range) => range === next);
    if (relative) {
      onChange({ kind: 'relative', preset: relative });
      return;
    }
    // Custom starts from what was shown, so the user adjusts it rather than typing both ends.
    const { start, end } = resolveRange(value, new Date());
    onChange({ kind: 'absolute', start: notBeforeMin(start.toISOString()), end: end.toISOString() });
  }
  function handleDateChange(field: 'start' | 'end', picked: string | null) {
    if (value.kind !== 'absolute' || !picked) return;
    const date = dayjs(picked).toISOString();
    onChange({ ...value, [field]: field === 'start' ? notBeforeMin(date) : date });
  }
  function notBeforeMin(start: string): string {
    return minStart && Date.parse(start) < Date.parse(minStart) ? minStart : start;
  }
  const minDate = minStart ? pickerValue(minStart) : undefined;
  return (
    <Stack gap="xs">
      <Group align="flex-start" wrap="wrap">
        <Select
          label={t('logs.range.label')}
          data={options}
          value={value.kind === 'relative' ? value.preset : 'custom'}
          onChange={handleRangeChange}
          allowDeselect={false}
          w={200}
        />
        {value.kind === 'absolute' && (
          <>
            <DateTimePicker
              label={t('logs.range.start')}
              value={pickerValue(value.start)}
              onChange={(picked) => handleDateChange('start', picked)}
              minDate={minDate}
              valueFormat={DATE_TIME_INPUT_FORMAT}
              error={issueText(issues, 'start', t)}
              w={220}
            />
            <DateTimePicker
              label={t('logs.range.end')}
              value={pickerValue(value.end)}
              onChange={(picked) => handleDateChange('end', picked)}
              minDate={minDate}
              valueFormat={DATE_TIME_INPUT_FORMAT}
              error={issueText(issues, 'end', t)}
              w={220}
            />
          </>
        )}
      </Group>
      {earliestDate !== undefined && (
        <Text size="sm" c="gray.7">
          {earliestDate
            ? t('logs.range.earliest', { date: formatDateTime(earliestDate, i18n.language) })
            : t('logs.range.noData')}
        </Text>
      )}
    </Stack>
  );
}
