import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../config/PublicConfigContext.tsx';
import { hostOf } from './externalLinks.ts';
import { PortalModal } from './PortalModal.tsx';

export type ExternalLinkWarningProps = {
  /** The link the user is about to follow; the modal is open while it is set. */
  href: string | null;
  onLeave: () => void;
  onStay: () => void;
};

/**
 * Federal mode (docs/product/shell.md SHELL-17): before leaving the portal the user is told, and chooses to
 * leave or stay.
 */
export function ExternalLinkWarning({ href, onLeave, onStay }: ExternalLinkWarningProps) {
  const { t } = useTranslation('common');
  const { productName } = usePublicConfig();
  return (
    <PortalModal
      opened={href !== null}
      onClose={onStay}
      title={t('lib.externalLink.title', { product: productName })}
    >
      <Stack>
        <Text>{t('lib.externalLink.body', { product: productName, host: href ? hostOf(href) : '' })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onStay} data-autofocus>
            {t('lib.externalLink.stay')}
          </Button>
          <Button onClick={onLeave}>{t('lib.externalLink.leave')}</Button>
        </Group>
      </Stack>
    </PortalModal>
  );
}
