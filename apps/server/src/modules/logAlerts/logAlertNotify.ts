import { type AlertWebhookEvent, alertSearchPath, formatMessage, type LogFilter } from '@portal/contracts';
import type { InboxService } from '../inbox/inbox.service.ts';
import type { AlertNotify } from './logAlertEvaluation.ts';
import type { AlertWebhooks } from './logAlertWebhooks.ts';

/**
 * Tells a rule's recipients of a state change: the portal's inbox (mailed too when MAIL_URL is set) for
 * each role and person named, and a webhook delivery when the rule has a URL.
 */
export function alertNotifier(deps: {
  inbox: Pick<InboxService, 'deliver'>;
  webhooks: AlertWebhooks;
}): AlertNotify {
  return async (rule, preset, entry) => {
    const windowStart = entry.windowStart.toISOString();
    const windowEnd = entry.windowEnd.toISOString();
    const link = alertSearchPath(
      {
        id: preset.id,
        basePreset: preset.basePreset,
        appId: preset.appId,
        filters: preset.filters as LogFilter[],
      },
      windowStart,
      windowEnd,
    );
    const params = {
      rule: rule.name,
      preset: preset.name,
      count: entry.count,
      window: rule.windowMinutes,
      link,
    };
    const state = entry.toState;
    const mail = {
      subject: formatMessage(`alerts.mailSubject.${state}`, params),
      text: formatMessage(`alerts.mailText.${state}`, params),
    };
    const data = { rule: rule.name, preset: preset.name, state, count: String(entry.count) };
    const targets = [
      ...rule.recipients.roles.map((role) => ({ role })),
      ...rule.recipients.userIds.map((userId) => ({ userId })),
    ];
    for (const to of targets)
      await deps.inbox.deliver({
        organizationId: rule.organizationId,
        to,
        kind: 'log_alert',
        data,
        link,
        mail,
      });
    if (rule.webhookUrl) {
      const event: AlertWebhookEvent = {
        type: 'log_alert.state_changed',
        ruleId: rule.id,
        ruleName: rule.name,
        organizationId: rule.organizationId,
        fromState: entry.fromState,
        toState: state,
        count: entry.count,
        windowStart,
        windowEnd,
        at: entry.at.toISOString(),
      };
      await deps.webhooks.enqueue({ ruleId: rule.id, url: rule.webhookUrl, body: JSON.stringify(event) });
    }
  };
}
