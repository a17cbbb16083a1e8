// Monaco's workers, for every editor of the portal: the builder's (JSON, scripts) and GraphiQL's (GraphQL,
// its JSON variables). One monaco-editor build serves both (docs/decisions/chunk-groups.md), so one
// environment names every worker, and each worker is one file the browser caches once. Vite worker chunks
// of this origin: the CSP allows scripts from it only, and many users (and CI) are offline.
import EditorWorker from 'monaco-editor/esm/vs/editor/editor.worker.js?worker';
import JsonWorker from 'monaco-editor/esm/vs/language/json/json.worker.js?worker';
import GraphqlWorker from 'monaco-graphql/esm/graphql.worker.js?worker';

self.MonacoEnvironment = {
  getWorker: (_workerId: string, label: string) => {
    if (label === 'json') return new JsonWorker();
    if (label === 'graphql') return new GraphqlWorker();
    return new EditorWorker();
  },
};
