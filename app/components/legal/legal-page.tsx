import { useTranslation } from '#app/i18n/react'
import { useSiteSettings } from '#app/i18n/use-lang'

type Section = { title: string; paragraphs: string[] }

/** A legal document (terms or privacy): title, effective date, contents and numbered sections. */
export function LegalPage({ document }: { document: 'terms' | 'privacy' }) {
  const { t } = useTranslation()
  const settings = useSiteSettings()
  const values = {
    businessName: settings.businessName,
    email: settings.email,
    address: settings.postalAddress,
  }
  const sections = t(`legal.${document}.sections`, { returnObjects: true, ...values }) as unknown as Section[]
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 lg:py-16" data-testid={`legal-${document}`}>
      <h1 className="text-4xl font-black tracking-tight text-ink">{t(`legal.${document}.title`)}</h1>
      <p className="mt-3 text-slate-600" data-testid="effective-date">
        {t('legal.effective')}
      </p>
      <nav
        aria-labelledby="contents-title"
        className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-6"
      >
        <h2 id="contents-title" className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
          {t('legal.contents')}
        </h2>
        <ol className="mt-3 list-decimal pl-5 text-slate-700">
          {sections.map((section, index) => (
            <li key={index}>
              {/* A touch target of at least 24 px, a title over two lines included (WCAG 2.5.8). */}
              <a
                href={`#section-${index + 1}`}
                className="inline-block py-1 underline-offset-4 hover:text-brand-700 hover:underline"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section
          key={index}
          id={`section-${index + 1}`}
          className="mt-10 scroll-mt-24"
          data-testid="legal-section"
        >
          <h2 className="text-2xl font-bold text-ink">
            {index + 1}. {section.title}
          </h2>
          {section.paragraphs.map((paragraph, p) => (
            <p key={p} className="mt-3 leading-relaxed text-slate-700">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  )
}
