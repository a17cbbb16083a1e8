import { z } from 'zod';
import { roles } from './roleRules.ts';

/** The role schema; the names and display rules are in roleRules.ts (zod-free). */
export const roleSchema = z.enum(roles);
