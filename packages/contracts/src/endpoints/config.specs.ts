import { featureFlagsSchema, publicConfigSchema } from '../flags.ts';
import { configEndpoints } from './config.ts';
import { endpointSpecs } from './endpoint.ts';

export const configSpecs = /* @__PURE__ */ endpointSpecs(configEndpoints, ['config'], {
  getConfig: {
    summary: 'Deployment settings the web app needs',
    errors: [],
    schemas: { response: publicConfigSchema },
  },
  getFlags: {
    summary: 'Feature flags',
    errors: [],
    schemas: { response: featureFlagsSchema },
  },
});
