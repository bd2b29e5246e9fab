import { telHref } from '#app/domain/settings/site-settings'
import { buttonStyles, NewTabLink } from './new-tab-link'

/**
 * The call-to-action block: title, description, a phone number for questions and two buttons
 * that open the course site in a new tab. Each page passes its own phone number.
 */
export function CallToAction({
  id,
  title,
  description,
  questions,
  phone,
  primaryLabel,
  secondaryLabel,
  href,
}: {
  id: string
  title: string
  description: string
  questions: string
  phone: string
  primaryLabel: string
  secondaryLabel: string
  href: string
}) {
  const headingId = `${id}-title`
  return (
    <section
      aria-labelledby={headingId}
      className="bg-gradient-to-br from-brand-800 to-slate-900 text-white"
      data-testid={id}
    >
      <div className="mx-auto max-w-4xl px-4 py-16 text-center">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight sm:text-4xl">
          {title}
        </h2>
        <p className="mt-4 text-lg text-slate-100">{description}</p>
        <p className="mt-6 text-lg">
          {questions}{' '}
          <a
            href={telHref(phone)}
            className="font-semibold whitespace-nowrap text-white underline underline-offset-4"
            data-testid={`${id}-phone`}
          >
            {phone}
          </a>
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <NewTabLink href={href} className={buttonStyles.light}>
            {primaryLabel}
          </NewTabLink>
          <NewTabLink href={href} className={buttonStyles.outlineLight}>
            {secondaryLabel}
          </NewTabLink>
        </div>
      </div>
    </section>
  )
}
