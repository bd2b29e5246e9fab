/**
 * Whether a database error is a unique-constraint violation (SQLSTATE 23505), of `constraint` when
 * the driver names it (node-postgres and PGlite put the code on the error or on its cause).
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } }
  const code = e?.code ?? e?.cause?.code
  const name = e?.constraint ?? e?.cause?.constraint ?? ''
  return code === '23505' && (name === '' || name.includes(constraint))
}
