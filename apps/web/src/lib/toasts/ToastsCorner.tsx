import { Notifications } from '@mantine/notifications';

export type ToastsCornerProps = { zIndex: number; rootClassName: string | undefined };

/**
 * Mantine's toast corner, loaded with the first toast (ToastsContainer). Lifetimes are ours (toasts.ts), so
 * Mantine's are off.
 */
export function ToastsCorner({ zIndex, rootClassName }: ToastsCornerProps) {
  return (
    <Notifications
      position="top-right"
      autoClose={false}
      zIndex={zIndex}
      classNames={{ root: rootClassName }}
    />
  );
}
