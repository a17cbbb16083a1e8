import { Badge, type MantineColor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LanguageServerStatus } from './languageClient.ts';

const colour: Record<LanguageServerStatus, MantineColor> = {
  connecting: 'gray',
  connected: 'green',
  reconnecting: 'orange',
  off: 'gray',
};

/** "Language server: connected / reconnecting / off" in the workspace, read out when it changes. */
export function LanguageServerBadge({ status }: { status: LanguageServerStatus }) {
  const { t } = useTranslation('builder');
  return (
    <Badge
      color={colour[status]}
      variant="light"
      radius="sm"
      style={{ flexShrink: 0 }}
      aria-live="polite"
      data-testid="language-server-status"
    >
      {t('languageServer.status', { status: t(`languageServer.${status}`) })}
    </Badge>
  );
}
