import { Button, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { type BuildEnv, type BuildEnvResponse, buildEnvBounds, buildEnvSchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/dates.ts';
import { errorText } from '../../../lib/http/errorText.ts';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { ConfirmDialog } from '../../../lib/modals/ConfirmDialog.tsx';
import { toast } from '../../../lib/toasts/toasts.ts';
import { buildEnvQueryOptions, useSaveBuildEnvMutation } from './api/adminBuildsApi.ts';
import { BuildSubNav } from './BuildSubNav.tsx';
import { formatScriptGlobals, parseScriptGlobals, ScriptGlobalsField } from './ScriptGlobalsField.tsx';

const MB = 1024 * 1024;
type Field = Exclude<keyof BuildEnv, 'allowedScriptGlobals'>;
const fields: Field[] = ['maxSourceBytes', 'maxEntries', 'buildTimeoutSeconds'];
/** The source size is edited in MB; the API speaks bytes. */
const scale: Record<Field, number> = { maxSourceBytes: MB, maxEntries: 1, buildTimeoutSeconds: 1 };
type Draft = Record<Field, number | string> & { scriptGlobals: string };

const toDraft = (env: BuildEnvResponse): Draft => ({
  maxSourceBytes: env.maxSourceBytes / MB,
  maxEntries: env.maxEntries,
  buildTimeoutSeconds: env.buildTimeoutSeconds,
  scriptGlobals: formatScriptGlobals(env.allowedScriptGlobals),
});

/**
 * /admin/build/env: the limits and the allowed script APIs every build reads when it starts,
 * changed after a confirmation.
 */
export function BuildEnvPage() {
  const { t, i18n } = useTranslation('admin');
  const query = useQuery(buildEnvQueryOptions());
  const [draft, setDraft] = useState<Draft | null>(null);
  const [confirming, setConfirming] = useState<BuildEnv | null>(null);
  useEffect(() => {
    if (query.data && draft === null) setDraft(toDraft(query.data));
  }, [query.data, draft]);

  const save = useSaveBuildEnvMutation({
    onSuccess: (saved) => {
      setConfirming(null);
      setDraft(toDraft(saved));
      toast.info(t('buildEnv.saved'));
    },
    onError: (error) => {
      setConfirming(null);
      toast.error(errorText(error, t('buildEnv.saveFailed'), [400]));
    },
  });

  const values = draft && {
    maxSourceBytes: Math.round(Number(draft.maxSourceBytes) * MB),
    maxEntries: Number(draft.maxEntries),
    buildTimeoutSeconds: Number(draft.buildTimeoutSeconds),
    allowedScriptGlobals: parseScriptGlobals(draft.scriptGlobals),
  };
  const checked = values ? buildEnvSchema.safeParse(values) : null;
  const errorOf = (field: Field) =>
    checked && !checked.success && checked.error.issues.some((issue) => issue.path[0] === field)
      ? t(`buildEnv.fields.${field}.range`, {
          min: buildEnvBounds[field].min / scale[field],
          max: buildEnvBounds[field].max / scale[field],
        })
      : undefined;

  return (
    <Stack gap="md">
      <Title order={1}>{t('routes.build')}</Title>
      <BuildSubNav />
      <Title order={2} size="h3">
        {t('routes.buildEnv')}
      </Title>
      <Text c="gray.7">{t('buildEnv.intro')}</Text>
      {/* The form shows once the loaded limits are its draft (an effect, one render later). */}
      <QueryState query={query} errorMessage={t('buildEnv.loadError')}>
        {(env) =>
          draft && (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                if (checked?.success) setConfirming(checked.data);
              }}
            >
              <Stack gap="sm" maw={420}>
                {fields.map((field) => (
                  <NumberInput
                    key={field}
                    label={t(`buildEnv.fields.${field}.label`)}
                    description={t(`buildEnv.fields.${field}.help`)}
                    value={draft[field]}
                    onChange={(value) => setDraft({ ...draft, [field]: value })}
                    min={buildEnvBounds[field].min / scale[field]}
                    max={buildEnvBounds[field].max / scale[field]}
                    allowDecimal={false}
                    error={errorOf(field)}
                    required
                  />
                ))}
                <ScriptGlobalsField
                  value={draft.scriptGlobals}
                  onChange={(scriptGlobals) => setDraft({ ...draft, scriptGlobals })}
                />
                <Text size="sm" c="gray.7">
                  {env.updatedAt
                    ? t('buildEnv.updated', {
                        at: formatDateTime(env.updatedAt, i18n.language),
                        by: env.updatedBy ?? '–',
                      })
                    : t('buildEnv.defaults')}
                </Text>
                <Group>
                  <Button type="submit" disabled={!checked?.success}>
                    {t('buildEnv.save')}
                  </Button>
                </Group>
              </Stack>
            </form>
          )
        }
      </QueryState>
      <ConfirmDialog
        opened={confirming !== null}
        title={t('buildEnv.confirmTitle')}
        confirmLabel={t('buildEnv.save')}
        busy={save.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && save.mutate(confirming)}
      >
        {confirming &&
          `${t('buildEnv.confirmText', {
            size: confirming.maxSourceBytes / MB,
            entries: confirming.maxEntries,
            seconds: confirming.buildTimeoutSeconds,
          })} ${t('buildEnv.confirmScripts', { count: confirming.allowedScriptGlobals.length })}`}
      </ConfirmDialog>
    </Stack>
  );
}
