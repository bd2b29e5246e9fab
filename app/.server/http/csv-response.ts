/**
 * The downloads staff take away (the admin lists as CSV, a person's export): the one place that
 * says how such a reply is sent (issue #43). Never stored by a browser or a shared cache, never
 * sniffed into something else, and saved under the name given.
 */

/** `body` as a download named `fileName`, of `contentType`. */
export function downloadResponse(body: string, contentType: string, fileName: string): Response {
  return new Response(body, {
    headers: {
      'Content-Type': contentType,
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

/**
 * `csv` as a CSV download named `fileName`: UTF-8 with a byte-order mark first, so a spreadsheet
 * program reads the accents of Spanish names as they are.
 */
export function csvResponse(csv: string, fileName: string): Response {
  return downloadResponse(`\uFEFF${csv}`, 'text/csv; charset=utf-8', fileName)
}
