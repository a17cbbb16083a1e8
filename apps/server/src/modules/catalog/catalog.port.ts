/** What other parts of the server may read of the catalog: a sample's files (the demo world's sources). */
export { sampleFiles } from './samples.ts';
