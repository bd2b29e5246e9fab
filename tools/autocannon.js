// Re-exported from here so that it resolves from tools/node_modules (see scripts/lib/tools.js).
export { default } from 'autocannon'
