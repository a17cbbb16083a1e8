import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { publicConfigSchema } from '@portal/contracts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { installChunkRecovery } from './app/installChunkRecovery.ts';
import { initI18n } from './lib/i18n/i18n.ts';

// Before the router starts loading chunks (SPEC.md 4: reload once after a chunk load failure).
installChunkRecovery();

async function bootstrap() {
  const [config, i18n] = await Promise.all([
    fetch('/api/v1/config').then(async (r) => publicConfigSchema.parse(await r.json())),
    initI18n(),
  ]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App config={config} i18n={i18n} />
    </StrictMode>,
  );
}

void bootstrap();
