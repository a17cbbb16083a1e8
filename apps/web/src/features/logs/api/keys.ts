import type { LogSearchRequest } from '@portal/contracts';

/**
 * Query keys of the logs feature (docs/architecture.md, The query cache): mutations invalidate exactly the
 * keys they change.
 */
export const logsKeys = {
  all: ['logs'] as const,
  search: (request: LogSearchRequest) => [...logsKeys.all, 'search', request] as const,
  schemas: () => [...logsKeys.all, 'schemas'] as const,
  suggestions: (column: string, prefix: string, appId: string | undefined) =>
    [...logsKeys.all, 'suggestions', column, prefix, appId ?? null] as const,
  presets: () => [...logsKeys.all, 'presets'] as const,
  archives: () => [...logsKeys.all, 'archives'] as const,
  alerts: () => [...logsKeys.all, 'alerts'] as const,
  alertRules: (presetId: string) => [...logsKeys.alerts(), 'rules', presetId] as const,
  alertHistory: (ruleId: string) => [...logsKeys.alerts(), 'history', ruleId] as const,
  alertDeliveries: (ruleId: string) => [...logsKeys.alerts(), 'deliveries', ruleId] as const,
  alertRecipients: (org: string) => [...logsKeys.alerts(), 'recipients', org] as const,
  webhookInboxes: () => [...logsKeys.alerts(), 'inboxes'] as const,
  webhookInboxRequests: (inboxId: string) => [...logsKeys.webhookInboxes(), inboxId, 'requests'] as const,
};
