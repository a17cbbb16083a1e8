import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { LoadingScreen } from './LoadingScreen.tsx';
import { LoadingScreenContext, type RunOptions } from './loadingScreenContext.ts';

type Shown = { id: number; title: string; subtitle?: string };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Holds the blocking loading screen for `useLoadingScreen().run`; mounted once in App. */
export function LoadingScreenProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Shown[]>([]);
  const nextId = useRef(0);

  const run = useCallback(
    async <T,>(
      process: () => Promise<T>,
      { title, subtitle, minDurationMs = 0, delayMs = 0 }: RunOptions,
    ) => {
      const id = ++nextId.current;
      let shownAt: number | undefined;
      const show = () => {
        shownAt = Date.now();
        setShown((current) => [...current, { id, title, subtitle }]);
      };
      const timeout = delayMs > 0 ? setTimeout(show, delayMs) : undefined;
      if (delayMs <= 0) show();
      try {
        return await process();
      } finally {
        clearTimeout(timeout);
        if (shownAt !== undefined) {
          // Once shown, stay long enough to be read rather than flash (docs/product/shell.md SHELL-8 minimum
          // duration).
          const left = minDurationMs - (Date.now() - shownAt);
          if (left > 0) await wait(left);
          setShown((current) => current.filter((entry) => entry.id !== id));
        }
      }
    },
    [],
  );

  const value = useMemo(() => ({ run }), [run]);
  // With overlapping processes the latest one speaks; the screen stays until all are done.
  const top = shown.at(-1);
  return (
    <LoadingScreenContext.Provider value={value}>
      {children}
      {top && <LoadingScreen title={top.title} subtitle={top.subtitle} />}
    </LoadingScreenContext.Provider>
  );
}
