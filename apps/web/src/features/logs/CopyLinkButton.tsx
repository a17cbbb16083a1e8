import { Button } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toasts/toasts.ts';

/** Copies the page's URL: the whole search is in it (docs/product/logs.md LOGS-8). */
export function CopyLinkButton() {
  const { t } = useTranslation('console');
  const clipboard = useClipboard({ timeout: 2000 });
  function handleCopy() {
    clipboard.copy(window.location.href);
    toast.info(t('logs.copyLinkDone'));
  }
  return (
    <Button variant="default" leftSection={<IconLink size={16} aria-hidden />} onClick={handleCopy}>
      {clipboard.copied ? t('logs.copyLinkDone') : t('logs.copyLink')}
    </Button>
  );
}
