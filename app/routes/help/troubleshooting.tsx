import type { ReactNode } from 'react'
import { Trans, useTranslation } from '#app/i18n/react'
import { telHref } from '#app/domain/settings/site-settings'
import { pageMeta } from '#app/i18n/meta'
import { useSiteSettings } from '#app/i18n/use-lang'
import type { Route } from './+types/troubleshooting'

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'troubleshooting.meta.title', description: 'troubleshooting.meta.description' })

const browsers = ['chrome', 'firefox', 'safari', 'edge'] as const
const link = 'font-semibold text-brand-700 underline underline-offset-4'

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="mt-10" data-testid={`help-${id}`}>
      <h2 id={`${id}-title`} className="text-2xl font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** network-site.md §2.19: static connectivity help. */
export default function Troubleshooting() {
  const { t } = useTranslation()
  const settings = useSiteSettings()
  const list = (key: string) => t(key, { returnObjects: true }) as unknown as string[]
  const bullets = (key: string) => (
    <ul className="mt-4 list-disc space-y-2 pl-6 text-slate-700">
      {list(key).map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
  const steps = (key: string) => (
    <ol className="mt-4 list-decimal space-y-2 pl-6 text-slate-700">
      {list(key).map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ol>
  )
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 lg:py-16" data-testid="troubleshooting">
      <h1 className="text-4xl font-black tracking-tight text-ink">{t('troubleshooting.title')}</h1>
      <p className="mt-4 text-lg text-slate-700">{t('troubleshooting.intro')}</p>

      <Block id="causes" title={t('troubleshooting.causes.title')}>
        {bullets('troubleshooting.causes.items')}
      </Block>
      <div className="grid gap-x-8 md:grid-cols-2">
        <Block id="desktop" title={t('troubleshooting.desktop.title')}>
          {steps('troubleshooting.desktop.steps')}
        </Block>
        <Block id="mobile" title={t('troubleshooting.mobile.title')}>
          {steps('troubleshooting.mobile.steps')}
        </Block>
      </div>
      <Block id="browsers" title={t('troubleshooting.browsers.title')}>
        <div className="mt-2 grid gap-6 md:grid-cols-2">
          {browsers.map((browser) => (
            <section
              key={browser}
              aria-labelledby={`browser-${browser}`}
              className="rounded-xl border border-slate-200 bg-white p-5"
              data-testid={`help-browser-${browser}`}
            >
              <h3 id={`browser-${browser}`} className="text-lg font-semibold text-ink">
                {t(`troubleshooting.browsers.${browser}.title`)}
              </h3>
              {steps(`troubleshooting.browsers.${browser}.steps`)}
            </section>
          ))}
        </div>
      </Block>
      <Block id="database" title={t('troubleshooting.database.title')}>
        {list('troubleshooting.database.paragraphs').map((paragraph) => (
          <p key={paragraph} className="mt-4 text-slate-700">
            {paragraph}
          </p>
        ))}
      </Block>
      <Block id="security" title={t('troubleshooting.security.title')}>
        {bullets('troubleshooting.security.items')}
      </Block>
      <Block id="provider" title={t('troubleshooting.provider.title')}>
        {bullets('troubleshooting.provider.items')}
      </Block>
      <Block id="help" title={t('troubleshooting.help.title')}>
        <p className="mt-4 text-slate-700" data-testid="help-contact">
          <Trans
            i18nKey="troubleshooting.help.text"
            values={{ email: settings.supportEmail, phone: settings.phone }}
            components={{
              email: <a href={`mailto:${settings.supportEmail}`} className={link} />,
              phone: <a href={telHref(settings.phone)} className={link} />,
            }}
          />
        </p>
      </Block>
    </article>
  )
}
