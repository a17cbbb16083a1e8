/** Set when the app reloaded itself after a failed chunk load (SPEC.md 4), so it reloads only once. */
export const chunkReloadedKey = 'devsite:chunkReloaded';
