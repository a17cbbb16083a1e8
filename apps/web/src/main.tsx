import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { configEndpoints } from '@portal/contracts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { applyDeferredStyles } from './app/deferredStyles.ts';
import { installChunkRecovery } from './app/installChunkRecovery.ts';
import { createAppQueryClient } from './app/queryClient.ts';
import { createPortalRouter, createPortalRouterWithPage } from './app/router.tsx';
import { prepareDateFormats } from './lib/format/intlFormats.ts';
import { api } from './lib/http/api.ts';
import { initI18n } from './lib/i18n/i18n.ts';
import { fetchSession, mayHaveSession } from './lib/identity/sessionQueries.ts';
import { takeSignedInContext } from './lib/identity/signedInContext.ts';
import { installErrorReporting } from './lib/telemetry/errorReporting.ts';
import { configureTelemetry } from './lib/telemetry/telemetryConsent.ts';

// Before the router starts loading chunks (docs/product/shell.md SHELL-12: reload once after a chunk load
// failure).
installChunkRecovery();
// A prerendered page's stylesheets were held off its first paint; every later render needs them.
applyDeferredStyles();

async function bootstrap() {
  // First, so a failing start-up is reported too (user metrics are on by default, docs/product/shell.md
  // SHELL-19).
  installErrorReporting();
  // A signed-in page's HTML brings the config, the session and the rest of the shell's identity answers:
  // none is asked, and the languages' file and the page's chunks start as soon as this runs
  // (docs/decisions/signed-in-page-context.md).
  // Otherwise the session beside the config, not after the first render: it is not company-scoped, and a
  // signed-in first screen waits for it. Its failure is the session query's to report (App).
  const signedIn = takeSignedInContext();
  const session = !signedIn && mayHaveSession() ? fetchSession() : undefined;
  session?.catch(() => undefined);
  // Through the one http client (no other fetch); nobody is signed in yet, so no login redirect.
  // The server serialises the config with the contract's schema (the page's block as the endpoint); the
  // browser does not parse it again, which keeps zod out of the first chunk.
  const config =
    signedIn?.config ?? (await api(configEndpoints.getConfig, { excludeFromGlobalHandling: true }));
  configureTelemetry({ userMetrics: config.flags.userMetrics });
  // The flags decide which languages exist (docs/product/shell.md SHELL-18), so i18n starts once the config
  // is known.
  const i18nReady = initI18n(config.flags);
  const root = document.getElementById('root')!;
  const queryClient = createAppQueryClient(session, signedIn);
  const isPrerendered = root.dataset.prerendered !== undefined;
  // The router made while the languages' file downloads: making it starts the page's chunks and its first
  // data, which download and evaluate meanwhile instead of after that file (bench/README.md "The console's
  // first screen profiled"). A prerendered public page's chunk is loaded before its router is made, so that
  // the first render is the page and not the blank fallback of a page loading; should it fail, the router
  // loads it again and shows its error as usual.
  const routerMade = isPrerendered
    ? createPortalRouterWithPage({ queryClient, config }).catch(() => undefined)
    : Promise.resolve(createPortalRouter({ queryClient, config }));
  // The app's pages, unlike the prerendered ones, show dates: the first formatter's cost is paid here,
  // while the languages' file and the page's chunks download.
  if (!isPrerendered) prepareDateFormats();
  const i18n = await i18nReady;
  const router = await routerMade;
  const app = (
    <StrictMode>
      <App config={config} i18n={i18n} router={router} queryClient={queryClient} />
    </StrictMode>
  );
  if (!isPrerendered) {
    createRoot(root).render(app);
    return;
  }
  // In the language chosen here the markup is the app's own and the client takes it over; in another its
  // text would not match, and the app renders over it.
  if (router && root.dataset.prerendered === i18n.language) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

void bootstrap();
