import { createContext, useContext } from 'react';

export type RunOptions = {
  title: string;
  subtitle?: string;
  /** Once shown, the screen stays at least this long. */
  minDurationMs?: number;
  /** The screen appears only if the process is still running after this long. */
  delayMs?: number;
};

export type LoadingScreenApi = {
  /** Runs the process behind the blocking loading screen; resolves or rejects as the process does. */
  run<T>(process: () => Promise<T>, options: RunOptions): Promise<T>;
};

export const LoadingScreenContext = createContext<LoadingScreenApi | null>(null);

export function useLoadingScreen(): LoadingScreenApi {
  const api = useContext(LoadingScreenContext);
  if (!api) throw new Error('useLoadingScreen must be used inside LoadingScreenProvider');
  return api;
}
