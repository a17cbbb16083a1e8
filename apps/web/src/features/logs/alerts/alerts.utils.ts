import type { AlertRecipients, AlertRule, AlertRuleInput, AlertState } from '@portal/contracts';

/** What a rule shows: muted wins over the evaluated state while the mute lasts. */
export type AlertDisplayState = AlertState | 'muted';

export function displayState(rule: Pick<AlertRule, 'state' | 'mutedUntil'>, now: Date): AlertDisplayState {
  return rule.mutedUntil && Date.parse(rule.mutedUntil) > now.getTime() ? 'muted' : rule.state;
}

export const stateColor: Record<AlertDisplayState, string> = {
  ok: 'green',
  firing: 'red',
  no_data: 'orange',
  muted: 'gray',
};

/** The form's values: numbers as the inputs hold them, the webhook URL as text ('' for none). */
export type AlertFormValues = {
  name: string;
  condition: AlertRule['condition'];
  threshold: number | string;
  windowMinutes: number | string;
  intervalMinutes: number | string;
  roles: AlertRecipients['roles'];
  userIds: AlertRecipients['userIds'];
  webhookUrl: string;
};

export function formValues(rule: AlertRule | null): AlertFormValues {
  return {
    name: rule?.name ?? '',
    condition: rule?.condition ?? 'above',
    threshold: rule?.threshold ?? 10,
    windowMinutes: rule?.windowMinutes ?? 15,
    intervalMinutes: rule?.intervalMinutes ?? 5,
    roles: rule?.recipients.roles ?? ['admin'],
    userIds: rule?.recipients.userIds ?? [],
    webhookUrl: rule?.webhookUrl ?? '',
  };
}

/** The request the server validates (the contracts' schema); what it refuses comes back as its message. */
export function toRuleInput(presetId: string, values: AlertFormValues): AlertRuleInput {
  return {
    presetId,
    name: values.name,
    condition: values.condition,
    threshold: values.condition === 'no_data' ? null : Number(values.threshold),
    windowMinutes: Number(values.windowMinutes),
    intervalMinutes: Number(values.intervalMinutes),
    recipients: { roles: values.roles, userIds: values.userIds },
    webhookUrl: values.webhookUrl.trim() === '' ? null : values.webhookUrl.trim(),
  };
}

/** An hour from now, to the minute: the mute the list offers. */
export function anHourFrom(now: Date): string {
  const until = new Date(now.getTime() + 3_600_000);
  until.setUTCSeconds(0, 0);
  return until.toISOString();
}

/** A received body as a person reads it: JSON indented, anything else as it came. */
export function readableBody(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/** Received headers one a line, as on the wire. */
export function headerLines(headers: Record<string, string>): string {
  return Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');
}
