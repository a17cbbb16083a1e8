import { ActionIcon, Indicator, Popover, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import { layers } from '../layers.ts';

/**
 * A header icon with an unread badge that opens a dialog-like popover: the product updates and the inbox
 * share it, so both read and behave the same for a keyboard or screen-reader user (focus kept inside while
 * open, back to the icon when closed).
 */
export function HeaderPopover({
  icon,
  title,
  label,
  unread,
  opened,
  onOpenedChange,
  padded = true,
  children,
}: {
  icon: ReactNode;
  /** The popover's name, also the icon's tooltip. */
  title: string;
  /** The icon's accessible name, which says the unread count. */
  label: string;
  unread: number;
  opened: boolean;
  onOpenedChange: (opened: boolean) => void;
  /** False when the content brings its own padding (a panel with a scrolling list). */
  padded?: boolean;
  children: ReactNode;
}) {
  return (
    <Popover
      opened={opened}
      onChange={onOpenedChange}
      position="bottom-end"
      width={400}
      shadow="md"
      zIndex={layers.popover}
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <Tooltip label={title} disabled={opened}>
          <Indicator
            label={unread > 9 ? '9+' : unread}
            disabled={unread === 0}
            size={16}
            offset={6}
            color="red"
          >
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              onClick={() => onOpenedChange(!opened)}
              aria-label={label}
              aria-haspopup="dialog"
              aria-expanded={opened}
            >
              {icon}
            </ActionIcon>
          </Indicator>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown p={padded ? undefined : 0} role="dialog" aria-label={title}>
        {children}
      </Popover.Dropdown>
    </Popover>
  );
}
