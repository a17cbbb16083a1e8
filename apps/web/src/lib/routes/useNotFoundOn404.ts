import { useEffect } from 'react';
import { useStatusTrigger } from './StatusTriggerContext.tsx';

/** docs/product/shell.md SHELL-4: a page whose subject the server does not know shows the 404 view. */
export function useNotFoundOn404(error: unknown): boolean {
  const { notFound } = useStatusTrigger();
  const isMissing = (error as { status?: number } | null)?.status === 404;
  useEffect(() => {
    if (isMissing) notFound();
  }, [isMissing, notFound]);
  return isMissing;
}
