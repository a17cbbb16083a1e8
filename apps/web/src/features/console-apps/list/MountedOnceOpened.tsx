import { type ReactNode, useEffect, useState } from 'react';

type Props = {
  opened: boolean;
  /** The dialog, given whether it is open now. */
  children: (opened: boolean) => ReactNode;
};

/**
 * A dialog mounted the first time it opens rather than with the page: a closed Mantine modal still mounts
 * its portal, which renders twice in the list's first commits (bench/README.md "The console's renders").
 * That first time it is mounted closed and opened a frame later, as a dialog mounted with the page is, so
 * it enters with its transition (it waits for `opened` to change once the modal's content is mounted).
 * Not an effect: after a click React runs the effects with the commit, and the portal's content, mounted in
 * a layout effect, would come open at once. It then stays mounted, and closes with its transition.
 */
export function MountedOnceOpened({ opened, children }: Props) {
  const [mounted, setMounted] = useState(false);
  const [settled, setSettled] = useState(false);
  if (opened && !mounted) setMounted(true);
  useEffect(() => {
    if (!mounted) return;
    const frame = requestAnimationFrame(() => setSettled(true));
    return () => cancelAnimationFrame(frame);
  }, [mounted]);
  return mounted ? children(opened && settled) : null;
}
