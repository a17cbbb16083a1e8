import { z } from 'zod';
import { appTypes, buildStatuses, environments } from './appEnums.ts';

export const appTypeSchema = z.enum(appTypes);
export const buildStatusSchema = z.enum(buildStatuses);
export const environmentSchema = z.enum(environments);
