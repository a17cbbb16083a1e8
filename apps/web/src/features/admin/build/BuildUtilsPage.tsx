import { Alert, Button, Card, List, Stack, Text, Title } from '@mantine/core';
import { defaultZipLimits, type ZipValidation } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../../lib/config/PublicConfigContext.tsx';
import { formatFileSize } from '../../../lib/format/fileSize.ts';
import { errorText } from '../../../lib/http/errorText.ts';
import { QueryState } from '../../../lib/loading/QueryState.tsx';
import { ZipSourceField, zipFileIssue } from '../../console-apps/index.ts';
import { buildEnvQueryOptions, useValidateZipMutation } from './api/adminBuildsApi.ts';
import { BuildSubNav } from './BuildSubNav.tsx';

/** What a validation found, in the build's own words. */
function ValidationResult({ result }: { result: ZipValidation }) {
  const { t, i18n } = useTranslation('admin');
  const facts = {
    ref: result.referenceId ?? '–',
    version: result.version ?? '–',
    files: result.files,
    size: formatFileSize(result.uncompressedBytes, i18n.language),
  };
  if (result.ok)
    return (
      <Alert color="green" title={t('buildUtils.valid')} role="status">
        {t('buildUtils.facts', facts)}
      </Alert>
    );
  return (
    <Alert color="red" title={t('buildUtils.invalid', { count: result.issueCount })} role="status">
      {result.files > 0 && <Text size="sm">{t('buildUtils.facts', facts)}</Text>}
      <List size="sm" mt="xs">
        {result.issues.map((issue, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: issues have no id and never reorder.
          <List.Item key={index}>{issue.message}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

/**
 * /admin/build/utils: the limits a build applies now, and a source zip checked as a build
 * would check it, without building or storing it (a developer's 'why does my build fail?').
 */
export function BuildUtilsPage() {
  const { t, i18n } = useTranslation('admin');
  const { appUploadMaxBytes } = usePublicConfig();
  const env = useQuery(buildEnvQueryOptions());
  const [file, setFile] = useState<File | null>(null);
  const validate = useValidateZipMutation();
  const size = (bytes: number) => formatFileSize(bytes, i18n.language);

  return (
    <Stack gap="md">
      <Title order={1}>{t('routes.build')}</Title>
      <BuildSubNav />
      <Title order={2} size="h3">
        {t('buildUtils.limitsTitle')}
      </Title>
      <QueryState query={env} errorMessage={t('buildEnv.loadError')} loading={null}>
        {(limits) => (
          <Card withBorder padding="sm" maw={560}>
            <List size="sm">
              <List.Item>{t('buildUtils.limits.upload', { size: size(appUploadMaxBytes) })}</List.Item>
              <List.Item>{t('buildUtils.limits.source', { size: size(limits.maxSourceBytes) })}</List.Item>
              <List.Item>{t('buildUtils.limits.entries', { count: limits.maxEntries })}</List.Item>
              <List.Item>
                {t('buildUtils.limits.ratio', { ratio: defaultZipLimits.maxCompressionRatio })}
              </List.Item>
              <List.Item>{t('buildUtils.limits.time', { seconds: limits.buildTimeoutSeconds })}</List.Item>
              <List.Item>
                {t('buildUtils.limits.scripts', { count: limits.allowedScriptGlobals.length })}{' '}
                <Text span size="xs" ff="monospace" c="gray.7">
                  {limits.allowedScriptGlobals.join(', ')}
                </Text>
              </List.Item>
            </List>
          </Card>
        )}
      </QueryState>
      <Title order={2} size="h3">
        {t('buildUtils.validateTitle')}
      </Title>
      <Text c="gray.7">{t('buildUtils.validateIntro')}</Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (file && !zipFileIssue(file, appUploadMaxBytes)) validate.mutate(file);
        }}
      >
        <Stack gap="sm" maw={560}>
          <ZipSourceField
            label={t('buildUtils.file')}
            value={file}
            onChange={(next) => {
              setFile(next);
              validate.reset();
            }}
          />
          <Button
            type="submit"
            loading={validate.isPending}
            disabled={!file}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('buildUtils.validate')}
          </Button>
        </Stack>
      </form>
      {validate.data && <ValidationResult result={validate.data} />}
      {validate.error && (
        <Alert color="red" role="alert">
          {errorText(validate.error, t('buildUtils.failed'))}
        </Alert>
      )}
    </Stack>
  );
}
