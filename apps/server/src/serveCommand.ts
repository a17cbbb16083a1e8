/**
 * How `npm run serve` starts the server, for whatever else starts it "as a user runs it" (the process
 * tests, the bench); serveCommand.test.ts keeps package.json's script equal to it.
 *
 * `--max-semi-space-size=16`: Node 24 lets V8 grow each isolate's young generation to 64 MB of semi-spaces
 * on a machine with memory to spare, and it stays resident at idle; 16 MB (Node 20's default) cost about
 * 90 MB less RSS at idle (bench/README, "Where the idle memory is").
 */
export const serveNodeArgs = ['--max-semi-space-size=16', '--import', 'tsx'] as const;
export const serveEntry = 'apps/server/src/main.ts';
