import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PortalModal } from '../../lib/modals/PortalModal.tsx';

/**
 * docs/product/sign-in.md SIGNIN-12: 'Company Switched' with 'Your company has been switched to {company}.'
 * and OK.
 */
export function CompanySwitchedModal({ company, onOk }: { company: string | null; onOk: () => void }) {
  const { t } = useTranslation('core');
  return (
    <PortalModal
      opened={company !== null}
      onClose={onOk}
      title={t('company.switchedTitle')}
      persistOnNavigate
    >
      <Text>{t('company.switchedText', { company: company ?? '' })}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onOk} data-autofocus>
          {t('company.ok')}
        </Button>
      </Group>
    </PortalModal>
  );
}
