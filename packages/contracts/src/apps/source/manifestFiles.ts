/** An app source's own files, by name: no zod here, so reading a zip's manifest builds no schema. */
export const MANIFEST_FILE = 'manifest.json';
export const BUILD_INFO_FILE = 'build-info.json';
