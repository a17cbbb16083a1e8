/**
 * What other features may use of tutorials: the steps as a learner sees them (the admin editor's preview)
 * and the tutorials' queries and keys (the admin manager lists them and saves through them).
 */
export {
  tutorialKeys,
  tutorialListQueryOptions,
  tutorialPageQueryOptions,
  tutorialsApi,
} from './api/tutorialsApi.ts';
export { TutorialSteps } from './TutorialSteps.tsx';
