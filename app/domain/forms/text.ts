/**
 * Text that leaves a form for a one-line place (an e-mail subject, a log line): control characters
 * (CR and LF included) become spaces, runs of white space collapse, and the result is cut to `max`
 * characters. Mail headers can then never be split by what a visitor typed.
 */
export function singleLine(text: string, max = 120): string {
  const flat = singleLineKeepLength(text).replace(/\s+/g, ' ').trim()
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat
}

/** Does a one-line value carry a character that could end a header line? */
export function hasLineBreak(text: string): boolean {
  return /[\r\n\u2028\u2029]/.test(text)
}

function singleLineKeepLength(text: string) {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ')
}
