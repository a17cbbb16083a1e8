import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { COLLECTION_VALUE_MAX, type CollectionVariable, type RunValueProblem } from '@portal/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  variables: CollectionVariable[];
  /** This session's values, by variable name; a variable without one runs with its default. */
  values: Record<string, string>;
  problems: RunValueProblem[];
  onChange: (values: Record<string, string>) => void;
  onSaveAsDefaults: () => void;
};

/**
 * The values the next runs use, prefilled with the defaults and kept in the page only: the collection's
 * source changes only when the user saves them as its defaults.
 */
export function RunValuesPanel({ variables, values, problems, onChange, onSaveAsDefaults }: Props) {
  const { t } = useTranslation('builder');
  const titleId = useId();
  const known = new Set(variables.map((v) => v.name));
  const stale = problems.filter((problem) => !known.has(problem.name));
  const errorOf = (name: string) => problems.find((problem) => problem.name === name)?.message ?? null;
  const isChanged = variables.some((v) => shownValue(values, v) !== (v.default ?? ''));
  return (
    <Paper withBorder p="sm">
      <Stack gap="xs" role="group" aria-labelledby={titleId}>
        <Title order={2} size="h5" id={titleId}>
          {t('studio.runValues.title')}
        </Title>
        <Text size="xs" c="gray.7">
          {t('studio.runValues.help')}
        </Text>
        {variables.map((variable) => (
          <TextInput
            key={variable.name}
            label={variable.name}
            value={shownValue(values, variable)}
            onChange={(event) => onChange({ ...values, [variable.name]: event.currentTarget.value })}
            error={errorOf(variable.name)}
            maxLength={COLLECTION_VALUE_MAX + 1}
            size="xs"
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
        ))}
        {stale.map((problem) => (
          <Alert key={problem.name} color="red" role="alert" p="xs">
            <Stack gap={6} align="flex-start">
              <Text size="sm">{t('studio.runValues.stale', { name: problem.name })}</Text>
              <Button
                size="compact-xs"
                variant="light"
                color="red"
                onClick={() => {
                  const { [problem.name]: _gone, ...rest } = values;
                  onChange(rest);
                }}
              >
                {t('studio.runValues.forget', { name: problem.name })}
              </Button>
            </Stack>
          </Alert>
        ))}
        <Group gap="xs">
          <Button size="compact-sm" variant="default" disabled={!isChanged} onClick={() => onChange({})}>
            {t('studio.runValues.reset')}
          </Button>
          <Button
            size="compact-sm"
            variant="light"
            disabled={!isChanged || problems.length > 0}
            onClick={onSaveAsDefaults}
          >
            {t('studio.runValues.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The value shown for a variable: this session's, else its default. */
function shownValue(values: Record<string, string>, variable: CollectionVariable) {
  return values[variable.name] ?? variable.default ?? '';
}
