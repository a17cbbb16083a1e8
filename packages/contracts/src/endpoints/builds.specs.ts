import {
  buildListSchema,
  buildLogsQuerySchema,
  buildLogsResponseSchema,
  buildParamsSchema,
  buildSchema,
  versionParamsSchema,
} from '../apps/appsApi.ts';
import { buildsEndpoints } from './builds.ts';
import { endpointSpecs } from './endpoint.ts';

const errors = [400, 401, 403, 404];

export const buildsSpecs = /* @__PURE__ */ endpointSpecs(buildsEndpoints, ['builds'], {
  listVersionBuilds: {
    summary: 'Builds of a version, newest first',
    errors,
    schemas: { params: versionParamsSchema, response: buildListSchema },
  },
  getBuild: {
    summary: 'One build (poll it while the notifications socket is unavailable)',
    errors,
    schemas: { params: buildParamsSchema, response: buildSchema },
  },
  getBuildLogs: {
    summary: 'Build log lines after a seq, in order',
    errors,
    schemas: { params: buildParamsSchema, query: buildLogsQuerySchema, response: buildLogsResponseSchema },
  },
  downloadBuildLog: {
    summary: 'The whole build log as a text file',
    errors,
    fileDescription: 'The log, a line per entry',
    schemas: { params: buildParamsSchema },
  },
  getBuildSourceArchive: {
    summary: 'The source zip the build was built from',
    errors,
    fileDescription: 'The source zip',
    schemas: { params: buildParamsSchema },
  },
  retryVersionBuild: {
    summary:
      'Builds the version again from its source: only its newest build, and only a FAILED or CANCELLED one',
    errors: [...errors, 409],
    schemas: { params: buildParamsSchema, response: buildSchema },
  },
  getBuildArtifact: {
    summary: 'The packaged artifact of a SUCCEEDED build',
    errors,
    fileDescription: 'The artifact',

    schemas: { params: buildParamsSchema },
  },
});
