import { ActionIcon, Code, CopyButton, Group, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconCheck, IconCopy } from '../../lib/icons/icons.ts';

/** A SHA-256, shortened to read and copied whole. */
export function ChecksumCell({ sha256, file }: { sha256: string; file: string }) {
  const { t } = useTranslation('core');
  return (
    <Group gap={4} wrap="nowrap">
      <Code title={sha256}>{`${sha256.slice(0, 12)}…`}</Code>
      <CopyButton value={sha256} timeout={1500}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('downloads.copied') : t('downloads.copyChecksum')} withArrow>
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              onClick={copy}
              aria-label={t('downloads.copyChecksumOf', { file })}
            >
              {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
