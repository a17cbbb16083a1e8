import { Notification, Stack } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { hideToast } from './toasts.ts';

/**
 * While a dialog is open, the toasts show at the top of the dialog itself, not over its text (issue 21
 * item 12): same message, same lifetime and close button; the page's toast corner is hidden meanwhile.
 */
export function ModalToasts() {
  const { notifications } = useNotifications();
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
