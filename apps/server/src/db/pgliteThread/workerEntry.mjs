// The database worker's entry point. Node 24 (the runtime of npm scripts) strips worker.ts's types itself;
// a Node without type stripping (a machine's own Node 20, run outside npm) needs tsx's loader registered in
// the thread, since a worker's entry file is loaded before any --import of its execArgv takes effect.
if (!process.features.typescript) {
  const { register } = await import('tsx/esm/api');
  register();
}
await import('./worker.ts');
