/**
 * The texts of the registered admin collections (issue #43, ADR 068), found by their file:
 * `app/i18n/<lang>/collections/<namespace in kebab case>.ts` is the namespace of the registry
 * entry's `texts` (`sample-notes.ts`: `sampleNotes`), so a collection's texts need no line in the
 * aggregators. Typed loosely (`t()` takes any key); the key test compares both languages.
 */
export function collectionTexts(modules: Record<string, unknown>): object {
  return Object.fromEntries(
    Object.entries(modules).map(([file, texts]) => [
      file
        .replace(/^.*\//, '')
        .replace(/\.ts$/, '')
        .replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase()),
      texts,
    ]),
  )
}

/**
 * `import.meta.glob` is Vite's: the build and Vitest replace the call in `load` by the modules it
 * finds; a module loaded by plain Node (the browser suite's fixtures, Playwright's loader) has no
 * such function, and gets no collection texts instead of failing to load.
 */
export function viteGlob(load: () => Record<string, unknown>): Record<string, unknown> {
  try {
    return load()
  } catch (error) {
    if (error instanceof TypeError) return {}
    throw error
  }
}
