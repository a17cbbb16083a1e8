import { z } from 'zod';
import { logDatePresets } from './dateRange.ts';
import { findLogColumn } from './logColumns.ts';
import { isBuiltInPresetName } from './logEnums.ts';
import { PRESET_NAME_MAX } from './presetLimits.ts';
import { builtInLogPresetSchema, logFilterSchema } from './search.ts';

const columnName = z
  .string()
  .refine((name) => findLogColumn(name) !== undefined, { message: 'is not a known log column' });

/** The table layout a custom preset keeps: visible columns, their display order, widths in pixels. */
export const logTableLayoutSchema = z.object({
  columns: z.array(columnName).max(50),
  order: z.array(columnName).max(50),
  widths: z.record(z.string(), z.number().int().min(40).max(2000)),
});
export type LogTableLayout = z.infer<typeof logTableLayoutSchema>;

const isoDateTime = z.iso.datetime({ offset: true, message: 'must be an ISO 8601 date and time' });

/** A relative range (last 15 minutes ... 7 days) moves with time; a custom one is fixed. */
export const logPresetDateRangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('relative'), preset: z.enum(logDatePresets).exclude(['custom']) }),
  z.object({ kind: z.literal('absolute'), start: isoDateTime, end: isoDateTime }),
]);

export const logPresetInputSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Preset name is required.')
      .max(PRESET_NAME_MAX)
      // A custom preset named like a built-in one would be two presets of one name in the picker.
      .refine((name) => !isBuiltInPresetName(name), {
        message: 'That name belongs to a built-in preset. Choose another name.',
      }),
    /** The built-in preset it starts from (the log types it shows). */
    basePreset: builtInLogPresetSchema.default('All'),
    appId: z.string().min(1).max(128).nullable().default(null),
    includeDateRange: z.boolean().default(false),
    dateRange: logPresetDateRangeSchema.nullable().default(null),
    filters: z.array(logFilterSchema).max(20).default([]),
    layout: logTableLayoutSchema,
  })
  .refine((preset) => !preset.includeDateRange || preset.dateRange !== null, {
    path: ['dateRange'],
    message: 'Choose the date range to include in the preset.',
  });
export type LogPresetInput = z.input<typeof logPresetInputSchema>;

export const logPresetSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  basePreset: builtInLogPresetSchema,
  appId: z.string().nullable(),
  includeDateRange: z.boolean(),
  dateRange: logPresetDateRangeSchema.nullable(),
  filters: z.array(logFilterSchema),
  layout: logTableLayoutSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LogPreset = z.infer<typeof logPresetSchema>;

export const logPresetListSchema = z.object({ total: z.number().int(), data: z.array(logPresetSchema) });
export const logPresetParamsSchema = z.object({ id: z.uuid() });
