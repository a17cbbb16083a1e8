/**
 * How `npm run serve` (from source) and `npm run serve:built` (the bundle `npm start` runs) start the
 * server, for whatever else starts it "as a user runs it" (the process tests, the bench);
 * serveCommand.test.ts keeps package.json's scripts equal to it.
 *
 * `--max-semi-space-size=16`: Node 24 lets V8 grow each isolate's young generation to 64 MB of semi-spaces
 * on a machine with memory to spare, and it stays resident at idle; 16 MB (Node 20's default) cost about
 * 90 MB less RSS at idle (bench/README, "Where the idle memory is").
 *
 * No `--import tsx`: Node 24 strips the TypeScript types itself (tsconfig's erasableSyntaxOnly keeps the
 * code strippable), so the process holds no esbuild service or transpile cache and starts sooner
 * (bench/README, "Without the tsx loader"). Node 24.21 prints no ExperimentalWarning for it.
 */
export const serveNodeArgs = ['--max-semi-space-size=16'] as const;

/**
 * The environment both commands set; glibc reads it only at process start, hence here and not in the code.
 * `MALLOC_ARENA_MAX=2`: glibc gives each thread that allocates an arena of its own (up to 8 per core), and
 * the memory a fresh start's seed and task threads freed stays in them; two arenas held 40-90 MB less idle
 * RSS 20 s after a fresh start, with no measurable cost in CPU per request (bench/README, "Memory at rest").
 * The two thresholds fixed: glibc otherwise raises both after the first large blocks are freed (up to
 * 32 MB), and what the seed freed below them stays in the arenas (bench/README, "A fresh start's seconds").
 * At 32 KB rather than 128 KB: a fresh start frees many blocks between the two (V8's compiler zones peak at
 * about 600 MB), and the few blocks still in use among them kept the arenas' pages resident (malloc_stats at
 * rest: 115 MB of arenas, 23 MB of it in use); mmapped, each goes back whole when freed: about 45 MB less
 * idle RSS, no mmap per request, no cost in CPU per request measured (bench/README, "Idle memory, what holds
 * it").
 */
export const serveEnv = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '32768',
  MALLOC_TRIM_THRESHOLD_: '32768',
} as const;

/** `serveEnv` as a shell prefix, as package.json's scripts write it. */
export const serveEnvPrefix = Object.entries(serveEnv)
  .map(([name, value]) => `${name}=${value}`)
  .join(' ');
export const serveEntry = 'apps/server/src/main.ts';

/**
 * The entry of `npm run build`'s one-file server (src/build/bundle.ts), what `npm start` runs: an existing
 * DATA_DIR's start loses about 1.2 s, mostly module resolution (bench/README, "A bundled server"). Same
 * flags, and no `--enable-source-maps`: loading the map cost 140-250 MB of RSS and 0.3-0.5 s at start.
 */
export const bundleEntry = 'apps/server/dist/server.mjs';
