import type { TutorialBody, TutorialPage } from '@portal/contracts';

/** The editor's values: a tutorial's body, its steps' code as plain fields the inputs edit. */
export type StepValues = {
  /** The editor's own key for the step, stable while steps move (the id is an input the author edits). */
  uid: number;
  id: string;
  title: string;
  body: string;
  language: string;
  source: string;
  check: string;
};
export type TutorialValues = Omit<TutorialBody, 'steps'> & { slug: string; steps: StepValues[] };

let nextUid = 1;

export const emptyStep = (n: number): StepValues => ({
  uid: nextUid++,
  id: `step-${n}`,
  title: '',
  body: '',
  language: '',
  source: '',
  check: '',
});

export const newTutorial = (): TutorialValues => ({
  slug: '',
  title: '',
  summary: '',
  level: 'beginner',
  minutes: 10,
  intro: false,
  published: false,
  steps: [emptyStep(1)],
});

export function valuesOf(page: TutorialPage): TutorialValues {
  return {
    slug: page.slug,
    title: page.title,
    summary: page.summary,
    level: page.level,
    minutes: page.minutes,
    intro: page.intro,
    published: page.published,
    steps: page.steps.map((step) => ({
      uid: nextUid++,
      id: step.id,
      title: step.title,
      body: step.body,
      language: step.code?.language ?? '',
      source: step.code?.source ?? '',
      check: step.check,
    })),
  };
}

/** What the API takes: a step without a language or without code has no code. */
export function bodyOf(values: TutorialValues): TutorialBody {
  const { slug: _slug, steps, ...rest } = values;
  return {
    ...rest,
    steps: steps.map(({ uid: _uid, language, source, ...step }) => ({
      ...step,
      code: language && source.trim() ? { language: language as 'shell', source } : null,
    })),
  };
}
