import { z } from 'zod';
import { docSlugSchema } from '../docs/docs.ts';

/** Tutorials: lessons in steps, each with text, optional code and a check to tick. */
export const tutorialLevels = ['beginner', 'intermediate', 'advanced'] as const;
export type TutorialLevel = (typeof tutorialLevels)[number];

/** The languages a step's code may be highlighted as. */
export const tutorialCodeLanguages = [
  'shell',
  'json',
  'javascript',
  'typescript',
  'graphql',
  'xml',
  'text',
] as const;

export const TUTORIAL_STEPS_MAX = 30;
export const TUTORIAL_STEP_BODY_MAX = 20_000;
export const TUTORIAL_CODE_MAX = 20_000;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label}: required.` })
    .trim()
    .min(1, `${label}: required.`)
    .max(max, `${label}: at most ${max.toLocaleString('en')} characters.`);

export const tutorialStepIdSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Step id: lowercase letters, digits and single hyphens.')
  .max(40, 'Step id: at most 40 characters.');

export const tutorialStepInputSchema = z.object({
  id: tutorialStepIdSchema,
  title: text('Step title', 120),
  /** Markdown (GFM), rendered and sanitised like a documentation page. */
  body: text('Step text', TUTORIAL_STEP_BODY_MAX),
  code: z
    .object({
      language: z.enum(tutorialCodeLanguages, `Code language: one of ${tutorialCodeLanguages.join(', ')}.`),
      source: text('Code', TUTORIAL_CODE_MAX),
    })
    .nullable()
    .default(null),
  /** What the learner ticks when the step is done, e.g. "My app's first build succeeded". */
  check: text('Check', 200),
});
export type TutorialStepInput = z.infer<typeof tutorialStepInputSchema>;

export const tutorialBodySchema = z
  .object({
    title: text('Title', 120),
    summary: text('Summary', 300),
    level: z.enum(tutorialLevels, `Level: one of ${tutorialLevels.join(', ')}.`),
    minutes: z
      .number({ error: 'Minutes: a whole number from 1 to 240.' })
      .int('Minutes: a whole number from 1 to 240.')
      .min(1, 'Minutes: a whole number from 1 to 240.')
      .max(240, 'Minutes: a whole number from 1 to 240.'),
    /** Part of /intro, the guided start for new developers. */
    intro: z.boolean(),
    published: z.boolean(),
    steps: z
      .array(tutorialStepInputSchema)
      .min(1, 'Steps: at least one.')
      .max(TUTORIAL_STEPS_MAX, `Steps: at most ${TUTORIAL_STEPS_MAX}.`),
  })
  .superRefine((body, context) => {
    const seen = new Set<string>();
    for (const [index, step] of body.steps.entries()) {
      if (seen.has(step.id))
        context.addIssue({
          code: 'custom',
          path: ['steps', index, 'id'],
          message: `Step id: ${step.id} is used twice; each step needs its own.`,
        });
      seen.add(step.id);
    }
  });
export type TutorialBody = z.infer<typeof tutorialBodySchema>;

export const tutorialCreateBodySchema = tutorialBodySchema.and(z.object({ slug: docSlugSchema }));

export const tutorialSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  level: z.enum(tutorialLevels),
  minutes: z.number().int(),
  order: z.number().int(),
  intro: z.boolean(),
  published: z.boolean(),
  stepCount: z.number().int(),
  /** Steps the signed-in user ticked; 0 for a visitor. */
  doneCount: z.number().int(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type TutorialSummary = z.infer<typeof tutorialSummarySchema>;

export const tutorialListSchema = z.object({ data: z.array(tutorialSummarySchema) });
export type TutorialList = z.infer<typeof tutorialListSchema>;

export const tutorialStepSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  html: z.string(),
  code: z.object({ language: z.enum(tutorialCodeLanguages), source: z.string() }).nullable(),
  check: z.string(),
  done: z.boolean(),
});
export type TutorialStep = z.infer<typeof tutorialStepSchema>;

export const tutorialPageSchema = tutorialSummarySchema.extend({ steps: z.array(tutorialStepSchema) });
export type TutorialPage = z.infer<typeof tutorialPageSchema>;

export const tutorialParamsSchema = z.object({ slug: docSlugSchema });
/** `?all=true`: the unpublished ones too, for staff with admin.docs. */
export const tutorialListQuerySchema = z.object({ all: z.enum(['true', 'false']).optional() });
export const tutorialProgressBodySchema = z.object({ stepId: tutorialStepIdSchema, done: z.boolean() });
export const tutorialOrderBodySchema = z.object({
  slugs: z.array(docSlugSchema).min(1).max(500),
});
export const tutorialPreviewBodySchema = z.object({
  steps: z.array(z.object({ body: z.string().max(TUTORIAL_STEP_BODY_MAX) })).max(TUTORIAL_STEPS_MAX),
});
export const tutorialPreviewSchema = z.object({ html: z.array(z.string()) });
