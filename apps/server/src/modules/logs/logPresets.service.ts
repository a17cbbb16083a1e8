import {
  formatMessage,
  type LogPreset,
  logFilterIssue,
  type logPresetInputSchema,
  logPresetSchema,
} from '@portal/contracts';
import type { z } from 'zod';
import type { AuditLog } from '../../platform/audit.ts';
import { HttpError } from '../../platform/httpError.ts';
import {
  DuplicatePresetName,
  type LogPresetRow,
  type LogPresetsRepository,
} from './logPresets.repository.ts';

type Input = z.output<typeof logPresetInputSchema>;
type Owner = { userId: string; organizationId: string };

function toPreset(row: LogPresetRow): LogPreset {
  return logPresetSchema.parse({
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });
}

/** Custom presets (docs/product/logs.md LOGS-5): a name unique per user in a company whatever its case. */
export function logPresetsService(repo: LogPresetsRepository, audit: AuditLog) {
  function checked(input: Input) {
    input.filters.forEach((filter, index) => {
      const issue = logFilterIssue(filter);
      if (issue) {
        throw new HttpError(
          'bad_request',
          `Filter ${index + 1} (${filter.column}): ${formatMessage(issue.key, issue.params)}`,
        );
      }
    });
    // A range kept while the preset says not to include one would come back on the next load.
    return { ...input, dateRange: input.includeDateRange ? input.dateRange : null };
  }

  async function unique<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof DuplicatePresetName) {
        throw new HttpError('conflict', formatMessage('logs.presetNameDuplicate'));
      }
      throw error;
    }
  }

  return {
    async list(owner: Owner) {
      const rows = await repo.list(owner);
      return { total: rows.length, data: rows.map(toPreset) };
    },

    async create(owner: Owner, input: Input): Promise<LogPreset> {
      const row = await unique(() => repo.create(owner, checked(input)));
      await audit({
        ...owner,
        action: 'logs.preset.create',
        target: row.id,
        message: `Created log preset '${row.name}'`,
      });
      return toPreset(row);
    },

    async update(owner: Owner, id: string, input: Input): Promise<LogPreset> {
      const row = await unique(() => repo.update(owner, id, checked(input)));
      if (!row) throw new HttpError('not_found', 'This preset does not exist.');
      await audit({
        ...owner,
        action: 'logs.preset.update',
        target: id,
        message: `Updated log preset '${row.name}'`,
      });
      return toPreset(row);
    },

    async remove(owner: Owner, id: string): Promise<void> {
      if (!(await repo.delete(owner, id))) throw new HttpError('not_found', 'This preset does not exist.');
      await audit({ ...owner, action: 'logs.preset.delete', target: id, message: 'Deleted a log preset' });
    },
  };
}
export type LogPresetsService = ReturnType<typeof logPresetsService>;
