import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SPINNER_DELAY_MS } from './delays.ts';
import { useDelayedVisibility } from './useDelayedVisibility.ts';

/** A spinner that appears only if loading takes longer than `delayMs`. */
export function DelayedSpinner({ delayMs = SPINNER_DELAY_MS }: { delayMs?: number }) {
  const { t } = useTranslation('common');
  const visible = useDelayedVisibility(true, delayMs);
  if (!visible) return null;
  return (
    <Center py="xl" role="status">
      <Loader aria-hidden />
      <VisuallyHidden>{t('lib.loading.label')}</VisuallyHidden>
    </Center>
  );
}
