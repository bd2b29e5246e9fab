/**
 * A strict reader of Prometheus' text exposition format (version 0.0.4), for the tests of /metrics
 * (ADR 040): every line must be a `# HELP`, a `# TYPE`, a blank line or a sample of a family
 * declared before it, or it throws naming the line. Samples come back with their labels.
 */
export type Sample = { name: string; labels: Record<string, string>; value: number }
export type Family = { name: string; type: string; help: string; samples: Sample[] }

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*'
const LABEL = `([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\\\\n]|\\\\[\\\\"n])*)"`
const SAMPLE = new RegExp(`^(${NAME})(?:\\{((?:${LABEL},?)*)\\})? (\\S+)(?: -?\\d+)?$`)
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped'])
/** The series a family of each type may have besides its own name. */
const SUFFIXES: Record<string, string[]> = {
  histogram: ['_bucket', '_sum', '_count'],
  summary: ['_sum', '_count'],
}

function parseValue(text: string, line: string): number {
  if (/^[+-]?inf$/i.test(text)) return text.startsWith('-') ? -Infinity : Infinity
  if (/^nan$/i.test(text)) return Number.NaN
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) throw new Error(`not a number: ${line}`)
  return Number(text)
}

export function parsePrometheusText(text: string): Map<string, Family> {
  const families = new Map<string, Family>()
  const familyOf = (sampleName: string) => {
    const own = families.get(sampleName)
    if (own) return own
    for (const [name, family] of families) {
      if ((SUFFIXES[family.type] ?? []).some((suffix) => sampleName === name + suffix)) return family
    }
    return undefined
  }
  for (const line of text.split('\n')) {
    if (line === '') continue
    const help = new RegExp(`^# HELP (${NAME}) (.*)$`).exec(line)
    if (help) {
      const family = families.get(help[1]!) ?? { name: help[1]!, type: 'untyped', help: '', samples: [] }
      family.help = help[2]!
      families.set(family.name, family)
      continue
    }
    const type = new RegExp(`^# TYPE (${NAME}) (\\w+)$`).exec(line)
    if (type) {
      if (!TYPES.has(type[2]!)) throw new Error(`unknown type: ${line}`)
      const family = families.get(type[1]!) ?? { name: type[1]!, type: 'untyped', help: '', samples: [] }
      family.type = type[2]!
      families.set(family.name, family)
      continue
    }
    if (line.startsWith('#')) continue
    const sample = SAMPLE.exec(line)
    if (!sample) throw new Error(`not a sample: ${line}`)
    const family = familyOf(sample[1]!)
    if (!family) throw new Error(`a sample of no declared family: ${line}`)
    const labels: Record<string, string> = {}
    for (const [, name, value] of (sample[2] ?? '').matchAll(new RegExp(LABEL, 'g'))) {
      labels[name!] = value!.replace(/\\n/g, '\n').replace(/\\(["\\])/g, '$1')
    }
    family.samples.push({ name: sample[1]!, labels, value: parseValue(sample[5]!, line) })
  }
  return families
}

/** The samples of `name` (a family's own series or one of its suffixes) whose labels include `labels`. */
export function samplesOf(families: Map<string, Family>, name: string, labels: Record<string, string> = {}) {
  return [...families.values()]
    .flatMap((family) => family.samples)
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
}

/** The one value of `name` with `labels`; throws when there is none or more than one. */
export function valueOf(families: Map<string, Family>, name: string, labels: Record<string, string> = {}) {
  const found = samplesOf(families, name, labels)
  if (found.length !== 1) throw new Error(`${found.length} samples of ${name} ${JSON.stringify(labels)}`)
  return found[0]!.value
}
