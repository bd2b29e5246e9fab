import type { ReactNode } from 'react'

/** The card every sign-in page of both realms sits in (sign-in, forgot password, set password). */
export function AuthCard({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <div className="rounded-lg border border-slate-200 bg-white p-8 shadow-sm" data-testid={testId}>
        {children}
      </div>
    </div>
  )
}

/** A form-level message above a form: the server's refusal (an alert). */
export function FormAlert({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p
      id={id}
      role="alert"
      className="rounded border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900"
    >
      {children}
    </p>
  )
}

/** A notice that something was done (a status). */
export function DoneNotice({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="mt-4 rounded border border-green-300 bg-green-50 px-4 py-3 text-sm">
      {children}
    </p>
  )
}
