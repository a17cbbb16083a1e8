import { isMetricsOptedOut } from '../flags/metricsOptOut.ts';

/** The deployment's `userMetrics` flag, set once the config is read; on until then (its default). */
let deploymentAllowsMetrics = true;

export function configureTelemetry({ userMetrics }: { userMetrics: boolean }): void {
  deploymentAllowsMetrics = userMetrics;
}

/** Page views and error reports are sent only with metrics on and no opt-out in this browser. */
export function isTelemetryAllowed(): boolean {
  return deploymentAllowsMetrics && !isMetricsOptedOut();
}
