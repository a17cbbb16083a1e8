import { z } from 'zod';
import {
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
import { endpointSpecs } from './endpoint.ts';
import { tutorialsEndpoints } from './tutorials.ts';

const errors = [400, 401, 403, 404, 409];
const params = tutorialParamsSchema;

export const tutorialsSpecs = /* @__PURE__ */ endpointSpecs(tutorialsEndpoints, ['tutorials'], {
  listTutorials: {
    summary:
      'Published tutorials in order, with the signed-in user’s progress; ?all=true adds unpublished ones (admin.docs)',
    errors,
    schemas: { query: tutorialListQuerySchema, response: tutorialListSchema },
  },
  getTutorial: {
    summary: 'A tutorial with its steps and the signed-in user’s ticks (staff also see unpublished ones)',
    errors,
    schemas: { params, response: tutorialPageSchema },
  },
  tickTutorialStep: {
    summary: 'Tick or untick a step for the signed-in user',
    errors,
    schemas: { params, body: tutorialProgressBodySchema, response: tutorialPageSchema },
  },
  startTutorialOver: {
    summary: 'Start the tutorial over: every tick of the signed-in user goes',
    errors,
    schemas: { params, response: tutorialPageSchema },
  },
  previewTutorial: {
    summary: 'Render steps’ Markdown as learners would see it, without saving (admin.docs)',
    errors,
    schemas: { body: tutorialPreviewBodySchema, response: tutorialPreviewSchema },
  },
  createTutorial: {
    summary: 'Create a tutorial, last in the order (admin.docs)',
    errors,
    schemas: { body: tutorialCreateBodySchema, response: tutorialSummarySchema },
  },
  saveTutorial: {
    summary: 'Save a tutorial, published or withdrawn (admin.docs)',
    errors,
    schemas: { params, body: tutorialBodySchema, response: tutorialSummarySchema },
  },
  deleteTutorial: {
    summary: 'Delete a tutorial staff created (shipped ones are withdrawn instead) (admin.docs)',
    errors,
    schemas: { params, response: z.null() },
  },
  orderTutorials: {
    summary: 'Set the order of every tutorial (admin.docs)',
    errors,
    schemas: { body: tutorialOrderBodySchema, response: tutorialListSchema },
  },
});
