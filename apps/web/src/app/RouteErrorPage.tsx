import { Button } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { reportError } from '../lib/telemetry/errorReporting.ts';
import { claimChunkReload, toChunkLoadError } from './chunkErrors.ts';
import { StatusPage } from './StatusPage.tsx';

type RouteErrorPageProps = {
  /** Injected by tests; the browser's reload otherwise. */
  reload?: () => void;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
};

/**
 * The error element of the shell. React Router sends a failed lazy import here, never to an outer
 * boundary (TOOLCHAIN.md), so this is where docs/product/shell.md SHELL-12 lives: after a chunk load failure
 * the page reloads once; if it fails again the error is reported and a friendly page offers a reload.
 */
export function RouteErrorPage({
  reload = () => window.location.reload(),
  storage = window.sessionStorage,
}: RouteErrorPageProps) {
  const { t } = useTranslation(['core', 'common']);
  const error = useRouteError();
  const chunkError = toChunkLoadError(error);
  const [isReloading, setIsReloading] = useState(false);
  // Strict mode runs effects twice; the reload must be claimed, or the error reported, only once.
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    if (chunkError && claimChunkReload(storage)) {
      setIsReloading(true);
      reload();
      return;
    }
    reportError(chunkError ?? error, chunkError ? 'chunk' : 'boundary');
  }, [chunkError, error, reload, storage]);

  if (isReloading) {
    return <StatusPage title={t('core:errorPage.reloading')} text={t('core:errorPage.chunkText')} />;
  }
  return (
    <StatusPage
      title={t('core:errorPage.title')}
      text={chunkError ? t('core:errorPage.chunkText') : t('core:errorPage.text')}
      action={
        <Button size="md" mt="sm" onClick={() => reload()}>
          {t('common:actions.reload')}
        </Button>
      }
    />
  );
}
