import type { LogAlertsModule } from '../modules/logAlerts/logAlerts.module.ts';
import type { LogPresetsService } from '../modules/logs/logPresets.service.ts';
import { demoOrgs, demoUsers } from './identityDemo.ts';

const layout = { columns: ['date', 'level', 'message'], order: ['date', 'level', 'message'], widths: {} };

/**
 * Alert rules on the demo apps' logs (issue 41 section 1): on a preset of Acme's developer, one rule that
 * fires (app events in the last day, which the month of demo logs always has) and one that stays OK (no
 * data for a day), evaluated once so their states, history and the developers' notices are there at
 * the first sign-in. No webhook: a receiver must be a public https address, which a demo cannot assume.
 */
export async function seedLogAlertsDemo(presets: LogPresetsService, alerts: LogAlertsModule) {
  const developer = demoUsers.find((user) => user.email === 'developer@demo.example')!;
  const owner = { userId: developer.id, organizationId: demoOrgs.acme.id };
  const preset = await presets.create(owner, {
    name: 'App events',
    basePreset: 'App Event',
    appId: null,
    includeDateRange: false,
    dateRange: null,
    filters: [],
    layout,
  });
  const rule = {
    presetId: preset.id,
    windowMinutes: 24 * 60,
    intervalMinutes: 5,
    recipients: { roles: ['developer' as const], userIds: [] },
    webhookUrl: null,
  };
  await alerts.service.create(owner, {
    ...rule,
    name: 'App events in the last day',
    condition: 'above',
    threshold: 0,
  });
  await alerts.service.create(owner, {
    ...rule,
    name: 'Apps gone quiet',
    condition: 'no_data',
    threshold: null,
  });
  await alerts.evaluate();
}
