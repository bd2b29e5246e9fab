// The table `npm test` (scripts/test.js) prints at the end, or when a step fails: one row per
// command with its wall-clock seconds and its share of their sum.

/**
 * @param {{ title: string, seconds: number, failed?: boolean }[]} rows
 * @returns {string}
 */
export function timingTable(rows) {
  const total = rows.reduce((sum, r) => sum + r.seconds, 0)
  const titles = rows.map((r) => (r.failed ? `${r.title} (FAILED)` : r.title))
  const width = Math.max('total'.length, ...titles.map((t) => t.length))
  const line = (title, seconds, share) =>
    `| ${title.padEnd(width)} | ${seconds.toFixed(1).padStart(7)} | ${`${share.toFixed(1)} %`.padStart(7)} |`
  return [
    `| ${'step'.padEnd(width)} | ${'seconds'.padStart(7)} | ${'share'.padStart(7)} |`,
    `| ${'-'.repeat(width)} | ${'-'.repeat(6)}: | ${'-'.repeat(6)}: |`,
    ...rows.map((r, i) => line(titles[i], r.seconds, total ? (100 * r.seconds) / total : 0)),
    line('total', total, total ? 100 : 0),
  ].join('\n')
}
