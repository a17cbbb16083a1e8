// Zod-free on purpose, like apps/appLimits.ts: the save-preset form takes it.

/** The longest name of a custom log preset. */
export const PRESET_NAME_MAX = 100;
