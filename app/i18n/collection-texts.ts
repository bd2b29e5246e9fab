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
