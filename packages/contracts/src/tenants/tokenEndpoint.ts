import { z } from 'zod';
import { portalTokenSchema } from '../apiClients/portalScopes.ts';
import { tokenEndpointAnswerSchema } from './tenantTokens.ts';

/** The token endpoint's answer: a tenant token pair, or a portal token for portal scopes. */
export const tokenEndpointResponseSchema = z.union([tokenEndpointAnswerSchema, portalTokenSchema]);
