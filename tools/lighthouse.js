// Re-exported from here so that they resolve from tools/node_modules (see scripts/lib/tools.js).
export { default } from 'lighthouse'
export * as chromeLauncher from 'chrome-launcher'
