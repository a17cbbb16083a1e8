import { z } from 'zod';

/** What a log line is about: the presets of docs/product/logs.md LOGS-4 select by it. */
export const logTypes = ['app_event', 'audit', 'remote_api', 'access', 'build'] as const;
export const logTypeSchema = z.enum(logTypes);
export type LogType = z.infer<typeof logTypeSchema>;

export const logLevels = ['debug', 'info', 'warn', 'error'] as const;
export const logLevelSchema = z.enum(logLevels);
export type LogLevel = z.infer<typeof logLevelSchema>;

export const logColumnTypes = ['string', 'number', 'date'] as const;
export type LogColumnType = (typeof logColumnTypes)[number];

export type LogColumn = {
  name: string;
  type: LogColumnType;
  /** 'field' columns are stored as table columns; 'attribute' columns live in the attributes object. */
  kind: 'field' | 'attribute';
  /** The log types whose lines carry this attribute (fields: every type). */
  types: readonly LogType[];
};

const allTypes = logTypes;

/**
 * docs/product/logs.md LOGS-1: appId, date and source; type, level and message are the other stored fields,
 * and the attribute columns are the known keys of the attributes object, per log type. A filter or a table
 * layout naming any other column is refused.
 */
export const logColumns: readonly LogColumn[] = [
  { name: 'appId', type: 'string', kind: 'field', types: allTypes },
  { name: 'date', type: 'date', kind: 'field', types: allTypes },
  { name: 'source', type: 'string', kind: 'field', types: allTypes },
  { name: 'type', type: 'string', kind: 'field', types: allTypes },
  { name: 'level', type: 'string', kind: 'field', types: allTypes },
  { name: 'message', type: 'string', kind: 'field', types: allTypes },
  { name: 'eventName', type: 'string', kind: 'attribute', types: ['app_event'] },
  // Every line an orchestration run writes (its steps' log and script console lines, its end) names it.
  { name: 'runId', type: 'string', kind: 'attribute', types: ['app_event'] },
  { name: 'userId', type: 'string', kind: 'attribute', types: ['app_event', 'audit', 'access'] },
  { name: 'tenant', type: 'string', kind: 'attribute', types: ['app_event', 'remote_api'] },
  { name: 'actor', type: 'string', kind: 'attribute', types: ['audit'] },
  { name: 'action', type: 'string', kind: 'attribute', types: ['audit'] },
  { name: 'target', type: 'string', kind: 'attribute', types: ['audit'] },
  { name: 'method', type: 'string', kind: 'attribute', types: ['remote_api', 'access'] },
  { name: 'url', type: 'string', kind: 'attribute', types: ['remote_api'] },
  { name: 'path', type: 'string', kind: 'attribute', types: ['access'] },
  { name: 'status', type: 'number', kind: 'attribute', types: ['remote_api', 'access'] },
  { name: 'durationMs', type: 'number', kind: 'attribute', types: ['app_event', 'remote_api', 'access'] },
  { name: 'bytes', type: 'number', kind: 'attribute', types: ['access'] },
  { name: 'ip', type: 'string', kind: 'attribute', types: ['access', 'audit'] },
  { name: 'userAgent', type: 'string', kind: 'attribute', types: ['access'] },
  { name: 'buildId', type: 'string', kind: 'attribute', types: ['build'] },
  { name: 'buildStatus', type: 'string', kind: 'attribute', types: ['build'] },
  { name: 'version', type: 'string', kind: 'attribute', types: ['build'] },
];

export function findLogColumn(name: string): LogColumn | undefined {
  return logColumns.find((column) => column.name === name);
}

/** The built-in presets of docs/product/logs.md LOGS-4 and the log types each one shows (All: every type). */
export const builtInPresetTypes = {
  All: null,
  'App Event': ['app_event'],
  'Audit Activity': ['audit'],
  'Remote API': ['remote_api'],
  'Access Detail': ['access'],
} as const satisfies Record<string, readonly LogType[] | null>;

export const logColumnSchema = z.object({
  name: z.string(),
  type: z.enum(logColumnTypes),
  kind: z.enum(['field', 'attribute']),
  types: z.array(logTypeSchema),
});
export const logSchemasResponseSchema = z.object({ columns: z.array(logColumnSchema) });
export type LogSchemasResponse = z.infer<typeof logSchemasResponseSchema>;
