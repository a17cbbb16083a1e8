import {
  createSuvRequestSchema,
  extendSuvRequestSchema,
  suvListQuerySchema,
  suvParamsSchema,
  suvSchema,
  suvsPageSchema,
} from '../tenants/suvs.ts';
import { endpointSpecs } from './endpoint.ts';
import { suvsEndpoints } from './suvs.ts';

const errors = [400, 401, 403, 404];
const params = suvParamsSchema;

export const suvsSpecs = /* @__PURE__ */ endpointSpecs(suvsEndpoints, ['tenants'], {
  listSuvs: {
    summary: 'SUVs, soonest to expire first',
    errors,
    schemas: { query: suvListQuerySchema, response: suvsPageSchema },
  },
  createSuv: {
    summary: "Creates a SUV from a template for a user, in the user's primary company",
    errors: [...errors, 409],
    schemas: { body: createSuvRequestSchema, response: suvSchema },
  },
  extendSuv: {
    summary: 'Extends a SUV by some days',
    errors,
    schemas: { params, body: extendSuvRequestSchema, response: suvSchema },
  },
  expireSuv: {
    summary: 'Expires a SUV now; it and its data are removed within minutes',
    errors,
    schemas: { params, response: suvSchema },
  },
});
