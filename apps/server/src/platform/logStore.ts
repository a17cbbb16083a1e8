import type { LogLevel, LogType } from '@portal/contracts';

/**
 * One line for the log store, as every writer hands it over: the audit trail, build lines, API access,
 * the sandbox's remote API calls, the demo seed. The logs module owns the store; writers depend only
 * on this shape and on `IngestLogs`, so none of them imports the logs module.
 */
export type LogInsert = {
  orgId: string;
  appId: string | null;
  date: Date;
  source: string;
  type: LogType;
  level: LogLevel;
  message: string;
  attributes: Record<string, unknown>;
};

/** Writes lines to the log store (modules/logs: day partitions first, then a batch insert). */
export type IngestLogs = (rows: readonly LogInsert[]) => Promise<void>;
