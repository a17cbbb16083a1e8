import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Pair = { name: string; value: string };

/** Name/value rows (query parameters, headers), added and removed in place. */
export function PairsField({
  label,
  pairs,
  onChange,
}: {
  label: string;
  pairs: Pair[];
  onChange: (pairs: Pair[]) => void;
}) {
  const { t } = useTranslation('builder');
  const set = (i: number, change: Partial<Pair>) =>
    onChange(pairs.map((pair, j) => (j === i ? { ...pair, ...change } : pair)));
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {pairs.map((pair, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own; they are edited in place
        <Group key={i} gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            aria-label={t('studio.pairs.name', { label, n: i + 1 })}
            placeholder={t('studio.pairs.namePlaceholder')}
            value={pair.name}
            onChange={(event) => set(i, { name: event.currentTarget.value })}
            style={{ flex: 1 }}
          />
          <TextInput
            aria-label={t('studio.pairs.value', { label, n: i + 1 })}
            placeholder={t('studio.pairs.valuePlaceholder', { example: '{{name}}' })}
            value={pair.value}
            onChange={(event) => set(i, { value: event.currentTarget.value })}
            style={{ flex: 2 }}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('studio.pairs.remove', { label, n: i + 1 })}
            onClick={() => onChange(pairs.filter((_, j) => j !== i))}
            size="lg"
          >
            ×
          </ActionIcon>
        </Group>
      ))}
      <Button
        size="compact-sm"
        variant="subtle"
        onClick={() => onChange([...pairs, { name: '', value: '' }])}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('studio.pairs.add', { label })}
      </Button>
    </Stack>
  );
}
