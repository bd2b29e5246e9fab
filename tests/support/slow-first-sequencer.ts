import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Files that take far longer than the rest (measured with `npx vitest run`: the worker-killing outbox
 * test alone is ~140 s of mostly waiting). On a clean clone Vitest has no timings yet and starts the
 * largest files first, so this one started late and ran alone at the end. Starting it first lets
 * the other workers work through everything else meanwhile.
 */
const SLOW_FILES = [
  'tests/integration/outbox-kill.test.ts',
  'tests/integration/admin-access.test.ts',
  'tests/integration/route-inventory.test.ts',
]

const rank = (spec: TestSpecification) => {
  const i = SLOW_FILES.findIndex((file) => spec.moduleId.endsWith(file))
  return i < 0 ? SLOW_FILES.length : i
}

export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    // A stable sort: the rest keep Vitest's order (failed first, then longest, then largest).
    return sorted
      .map((spec, i) => ({ spec, i }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.i - b.i)
      .map((x) => x.spec)
  }
}
