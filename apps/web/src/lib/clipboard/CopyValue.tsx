import { ActionIcon, Code, Group, Text, Tooltip } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { IconCheck, IconCopy } from '../icons/icons.ts';

/** A labelled value in code type with a button that copies it (endpoints, tokens, a new password). */
export function CopyValue({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('console');
  const clipboard = useClipboard({ timeout: 2000 });
  return (
    <div>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Code style={{ overflowWrap: 'anywhere' }}>{value}</Code>
        <Tooltip label={clipboard.copied ? t('tenants.page.copied') : t('tenants.page.copy')}>
          <ActionIcon
            variant="subtle"
            aria-label={t('tenants.page.copyNamed', { name: label })}
            onClick={() => clipboard.copy(value)}
          >
            {clipboard.copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          </ActionIcon>
        </Tooltip>
      </Group>
    </div>
  );
}
