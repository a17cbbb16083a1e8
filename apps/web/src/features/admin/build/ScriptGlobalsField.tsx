import { Button, Group, Stack, Textarea } from '@mantine/core';
import { defaultScriptGlobals, scriptGlobalsBounds } from '@portal/contracts';
import { useTranslation } from 'react-i18next';

/** Names are typed one a line (or separated by spaces or commas), as staff paste them from a list. */
export const parseScriptGlobals = (text: string): string[] => text.split(/[\s,]+/).filter(Boolean);
export const formatScriptGlobals = (names: readonly string[]): string => names.join('\n');

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** The first thing wrong with the list, said in the page's language; the server checks the same bounds. */
function useListError(names: string[]): string | undefined {
  const { t } = useTranslation('admin');
  const invalid = names.filter((n) => !IDENTIFIER.test(n) || n.length > scriptGlobalsBounds.maxNameLength);
  if (invalid.length > 0)
    return t('buildEnv.fields.allowedScriptGlobals.invalid', { names: invalid.join(', ') });
  const twice = [...new Set(names.filter((n, i) => names.indexOf(n) !== i))];
  if (twice.length > 0)
    return t('buildEnv.fields.allowedScriptGlobals.duplicate', { names: twice.join(', ') });
  if (names.length > scriptGlobalsBounds.maxNames)
    return t('buildEnv.fields.allowedScriptGlobals.tooMany', { max: scriptGlobalsBounds.maxNames });
  return undefined;
}

/** /admin/build/env's list of the global names a script may use, with a way back to the default list. */
export function ScriptGlobalsField({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const { t } = useTranslation('admin');
  const names = parseScriptGlobals(value);
  const error = useListError(names);
  return (
    <Stack gap={4}>
      <Textarea
        label={t('buildEnv.fields.allowedScriptGlobals.label')}
        description={t('buildEnv.fields.allowedScriptGlobals.help', { count: names.length })}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error}
        autosize
        minRows={6}
        maxRows={14}
        spellCheck={false}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      <Group>
        <Button
          variant="default"
          size="xs"
          onClick={() => onChange(formatScriptGlobals(defaultScriptGlobals))}
        >
          {t('buildEnv.fields.allowedScriptGlobals.reset')}
        </Button>
      </Group>
    </Stack>
  );
}
