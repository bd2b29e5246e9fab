// Minimal types for `html-to-text` 10 (it ships none; @react-email/render converts with it too).
declare module 'html-to-text' {
  export type SelectorDefinition = { selector: string; format?: string; options?: Record<string, unknown> }
  export type HtmlToTextOptions = {
    wordwrap?: number | false | null
    selectors?: SelectorDefinition[]
    [option: string]: unknown
  }
  /** Builds a converter once: its selector tables are then reused for every conversion. */
  export function compile(options?: HtmlToTextOptions): (html: string) => string
  export function convert(html: string, options?: HtmlToTextOptions): string
}
