import { Notification, Stack } from '@mantine/core';
import { notificationsStore, useNotifications } from '@mantine/notifications';
import { useState } from 'react';
import { hideToast } from './toasts.ts';

/**
 * While a dialog is open, the toasts it causes show at the top of the dialog itself, not over its text
 *: same message, same lifetime and close button. The page's toast corner is hidden
 * meanwhile; toasts from before the dialog opened wait there, and show again if still alive when it closes.
 */
export function ModalToasts() {
  const [before] = useState(
    () => new Set(notificationsStore.getState().notifications.map((toast) => toast.id)),
  );
  const notifications = useNotifications().notifications.filter((toast) => !before.has(toast.id));
  if (notifications.length === 0) return null;
  return (
    <Stack gap="xs" mb="sm" aria-live="polite">
      {notifications.map((toast) => (
        <Notification
          key={toast.id}
          color={toast.color}
          title={toast.title}
          withBorder
          closeButtonProps={toast.closeButtonProps}
          onClose={() => toast.id && hideToast(toast.id)}
          data-toast-kind={(toast as { 'data-toast-kind'?: string })['data-toast-kind']}
        >
          {toast.message}
        </Notification>
      ))}
    </Stack>
  );
}
