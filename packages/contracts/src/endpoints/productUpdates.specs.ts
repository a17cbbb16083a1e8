import { z } from 'zod';
import {
  productUpdateBodySchema,
  productUpdateParamsSchema,
  productUpdateSchema,
  productUpdatesQuerySchema,
  productUpdatesResponseSchema,
} from '../productUpdates/productUpdates.ts';
import { endpointSpecs } from './endpoint.ts';
import { productUpdatesEndpoints } from './productUpdates.ts';

const errors = [400, 401, 403, 404];

export const productUpdatesSpecs = /* @__PURE__ */ endpointSpecs(
  productUpdatesEndpoints,
  ['product updates'],
  {
    listProductUpdates: {
      summary: 'The newest entries (at most `max`), and how many the signed-in user has not read',
      errors,
      schemas: { query: productUpdatesQuerySchema, response: productUpdatesResponseSchema },
    },
    markProductUpdatesRead: {
      summary: 'Mark every entry published so far as read for the signed-in user',
      errors,
      schemas: { response: z.null() },
    },
    publishProductUpdate: {
      summary: 'Publish an entry now (admin.docs)',
      errors,
      schemas: { body: productUpdateBodySchema, response: productUpdateSchema },
    },
    editProductUpdate: {
      summary: 'Correct an entry; its date stays (admin.docs)',
      errors,
      schemas: {
        params: productUpdateParamsSchema,
        body: productUpdateBodySchema,
        response: productUpdateSchema,
      },
    },
    withdrawProductUpdate: {
      summary: 'Withdraw an entry (admin.docs)',
      errors,
      schemas: { params: productUpdateParamsSchema, response: z.null() },
    },
  },
);
