import type { z } from 'zod';
import type {
  tutorialBodySchema,
  tutorialCreateBodySchema,
  tutorialListQuerySchema,
  tutorialListSchema,
  tutorialOrderBodySchema,
  tutorialPageSchema,
  tutorialParamsSchema,
  tutorialPreviewBodySchema,
  tutorialPreviewSchema,
  tutorialProgressBodySchema,
  tutorialSummarySchema,
} from '../tutorials/tutorials.ts';
import { endpointTable, op } from './endpoint.ts';

type Slug = { params: typeof tutorialParamsSchema };
const staff = { globalPermission: 'admin.docs' } as const;

/** Tutorials: public to read, progress per signed-in user, written by staff with admin.docs. */
export const tutorialsEndpoints = /* @__PURE__ */ endpointTable({
  // ?all=true needs admin.docs: the handler checks it when asked.
  listTutorials: op<{ query: typeof tutorialListQuerySchema; response: typeof tutorialListSchema }>()({
    method: 'GET',
    path: '/sub-api/v1/tutorials',
    status: 200,
    access: 'public',
  }),
  getTutorial: op<Slug & { response: typeof tutorialPageSchema }>()({
    method: 'GET',
    path: '/sub-api/v1/tutorials/:slug',
    status: 200,
    access: 'public',
  }),
  tickTutorialStep: op<
    Slug & { body: typeof tutorialProgressBodySchema; response: typeof tutorialPageSchema }
  >()({
    method: 'PUT',
    path: '/sub-api/v1/tutorials/:slug/progress',
    status: 200,
    access: 'session',
  }),
  startTutorialOver: op<Slug & { response: typeof tutorialPageSchema }>()({
    method: 'DELETE',
    path: '/sub-api/v1/tutorials/:slug/progress',
    status: 200,
    access: 'session',
  }),
  previewTutorial: op<{ body: typeof tutorialPreviewBodySchema; response: typeof tutorialPreviewSchema }>()({
    method: 'POST',
    path: '/sub-api/v1/tutorials/preview',
    status: 200,
    access: staff,
  }),
  createTutorial: op<{ body: typeof tutorialCreateBodySchema; response: typeof tutorialSummarySchema }>()({
    method: 'POST',
    path: '/sub-api/v1/tutorials',
    status: 201,
    access: staff,
  }),
  saveTutorial: op<Slug & { body: typeof tutorialBodySchema; response: typeof tutorialSummarySchema }>()({
    method: 'PUT',
    path: '/sub-api/v1/tutorials/:slug',
    status: 200,
    access: staff,
  }),
  deleteTutorial: op<Slug & { response: z.ZodNull }>()({
    method: 'DELETE',
    path: '/sub-api/v1/tutorials/:slug',
    status: 204,
    access: staff,
  }),
  orderTutorials: op<{ body: typeof tutorialOrderBodySchema; response: typeof tutorialListSchema }>()({
    method: 'PUT',
    path: '/sub-api/v1/tutorials-order',
    status: 200,
    access: staff,
  }),
});
