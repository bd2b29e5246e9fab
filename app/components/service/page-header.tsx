import type { ReactNode } from 'react'

/** The blue title band of a service page. */
export function ServicePageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-br from-blue-900 to-blue-700 text-white">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:py-16">
        <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{title}</h1>
        {children ? <div className="mt-4 max-w-3xl text-lg text-blue-50">{children}</div> : null}
      </div>
    </section>
  )
}

/** Link styles of the service section: solid for the main action, outlined for the second. */
export const buttonClass = {
  primary:
    'inline-flex items-center justify-center gap-2 rounded-lg bg-blue-700 px-5 py-3 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700',
  secondary:
    'inline-flex items-center justify-center gap-2 rounded-lg border-2 border-blue-700 px-5 py-3 font-semibold text-blue-800 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700',
  onDark:
    'inline-flex items-center justify-center gap-2 rounded-lg bg-white px-5 py-3 font-semibold text-blue-900 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white',
  outlineOnDark:
    'inline-flex items-center justify-center gap-2 rounded-lg border-2 border-white px-5 py-3 font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white',
} as const
