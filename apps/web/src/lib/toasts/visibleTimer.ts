/**
 * Calls `onElapsed` once `durationMs` of visible time has passed: the clock stops while the tab is
 * hidden (docs/product/shell.md SHELL-9: the toast timer runs only while the tab is visible), so a toast
 * raised in a background tab is still there to read when the user comes back. Returns a cancel function.
 */
export function startVisibleTimer(durationMs: number, onElapsed: () => void, doc: Document = document) {
  let remaining = durationMs;
  let startedAt = 0;
  let timeout: ReturnType<typeof setTimeout> | undefined;

  const run = () => {
    startedAt = Date.now();
    timeout = setTimeout(finish, remaining);
  };
  const pause = () => {
    if (timeout === undefined) return;
    clearTimeout(timeout);
    timeout = undefined;
    remaining -= Date.now() - startedAt;
  };
  const handleVisibilityChange = () => {
    if (doc.visibilityState === 'hidden') pause();
    else if (timeout === undefined) run();
  };
  const cancel = () => {
    if (timeout !== undefined) clearTimeout(timeout);
    timeout = undefined;
    doc.removeEventListener('visibilitychange', handleVisibilityChange);
  };
  function finish() {
    cancel();
    onElapsed();
  }

  doc.addEventListener('visibilitychange', handleVisibilityChange);
  if (doc.visibilityState !== 'hidden') run();
  return cancel;
}
