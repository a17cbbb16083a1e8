import { ActionIcon, Anchor, Code, CopyButton, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { SamlEndpoints } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { IconCheck, IconCopy } from '../../../lib/icons/icons.ts';

function CopyRow({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('console');
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Group gap={4} wrap="nowrap" align="flex-start">
        <Code block style={{ flex: 1, minWidth: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {value}
        </Code>
        <CopyButton value={value} timeout={1500}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('saml.copied') : t('saml.copy', { label })} withArrow>
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label={t('saml.copy', { label })}
              >
                {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

/** What the identity provider's administrator copies into it: this portal as the service provider. */
export function SamlEndpointsList({ endpoints }: { endpoints: SamlEndpoints }) {
  const { t } = useTranslation('console');
  return (
    <Stack gap="sm">
      <CopyRow label={t('saml.spEntityId')} value={endpoints.entityId} />
      <CopyRow label={t('saml.acsUrl')} value={endpoints.acsUrl} />
      <CopyRow label={t('saml.metadataUrl')} value={endpoints.metadataUrl} />
      <CopyRow label={t('saml.nameIdFormat')} value={endpoints.nameIdFormat} />
      <Anchor href={endpoints.metadataUrl} target="_blank" rel="noopener" size="sm">
        {t('saml.metadataLink')}
      </Anchor>
    </Stack>
  );
}
