import { setTimeout as delay } from 'node:timers/promises';
import type { LogAlertsModule } from '../modules/logAlerts/logAlerts.module.ts';
import type { LogPresetsService } from '../modules/logs/logPresets.service.ts';
import { demoOrgs, demoUsers } from './identityDemo.ts';

const layout = { columns: ['date', 'level', 'message'], order: ['date', 'level', 'message'], widths: {} };

/** How long the seed waits for the firing rule's delivery job: it runs at once in this process. */
const DELIVERY_WAIT_MS = 15_000;

/**
 * Alert rules on the demo apps' logs: on a preset of Acme's developer, one rule that
 * fires (app events in the last day, which the month of demo logs always has) and one that stays OK (no
 * data for a day), evaluated once so their states, history and the developers' notices are there at
 * the first sign-in. The firing rule's webhook is Acme's test inbox, a URL of the portal itself (a demo
 * cannot assume a public https receiver): its delivery is handed to the inbox by the webhook job, which
 * the seed waits for, so the inbox and the delivery log both show it.
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
  const inbox = await alerts.inboxes.create(owner);
  const firing = await alerts.service.create(owner, {
    ...rule,
    name: 'App events in the last day',
    condition: 'above',
    threshold: 0,
    webhookUrl: inbox.url,
  });
  await alerts.service.create(owner, {
    ...rule,
    name: 'Apps gone quiet',
    condition: 'no_data',
    threshold: null,
  });
  await alerts.evaluate();
  // The job, not the seed, delivers (same path as every delivery); a slow one stays pending and is
  // delivered after the start, so the wait is bounded and never fails the seed.
  const deadline = Date.now() + DELIVERY_WAIT_MS;
  while (Date.now() < deadline) {
    const { data } = await alerts.service.deliveries(owner.organizationId, firing.id);
    if (data.length > 0 && data.every((delivery) => delivery.status !== 'pending')) break;
    await delay(100);
  }
}
