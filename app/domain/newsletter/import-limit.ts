/**
 * The largest subscribers CSV an import reads (issue #8): its own module, so the page registry
 * (app/pages.ts, in the browser too) can name it without the importer's code.
 */
export const IMPORT_MAX_BYTES = 1024 * 1024
