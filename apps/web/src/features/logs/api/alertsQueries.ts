import { queryOptions } from '@tanstack/react-query';
import { alertsApi } from './alertsApi.ts';
import { logsKeys } from './keys.ts';

/** A preset's rules; their states change with each evaluation (a minute apart at the most). */
export function alertRulesQueryOptions(presetId: string) {
  return queryOptions({
    queryKey: logsKeys.alertRules(presetId),
    queryFn: ({ signal }) => alertsApi.rules(presetId, signal),
    refetchInterval: 60_000,
    retry: false,
  });
}

export function alertHistoryQueryOptions(ruleId: string) {
  return queryOptions({
    queryKey: logsKeys.alertHistory(ruleId),
    queryFn: ({ signal }) => alertsApi.history(ruleId, signal),
  });
}

/** Deliveries are sent by a job: asked again every 2 s while one is still pending. */
export function alertDeliveriesQueryOptions(ruleId: string) {
  return queryOptions({
    queryKey: logsKeys.alertDeliveries(ruleId),
    queryFn: ({ signal }) => alertsApi.deliveries(ruleId, signal),
    refetchInterval: (query) =>
      query.state.data?.data.some((delivery) => delivery.status === 'pending') ? 2_000 : false,
  });
}

/** Who a rule may notify by name: the company's members. */
export function alertRecipientsQueryOptions(org: string | undefined) {
  return queryOptions({
    queryKey: logsKeys.alertRecipients(org ?? ''),
    queryFn: ({ signal }) => alertsApi.members(org!, signal),
    enabled: org !== undefined,
  });
}

/** The company's test inboxes, with how many requests each keeps. */
export function webhookInboxesQueryOptions() {
  return queryOptions({
    queryKey: logsKeys.webhookInboxes(),
    queryFn: ({ signal }) => alertsApi.inboxes(signal),
    retry: false,
  });
}

/** What an inbox received: a delivery arrives from a job, so it is asked again every 5 s while shown. */
export function webhookInboxRequestsQueryOptions(inboxId: string) {
  return queryOptions({
    queryKey: logsKeys.webhookInboxRequests(inboxId),
    queryFn: ({ signal }) => alertsApi.inboxRequests(inboxId, signal),
    refetchInterval: 5_000,
    retry: false,
  });
}
