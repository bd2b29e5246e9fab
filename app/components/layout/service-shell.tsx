import { useId } from 'react'
import { Link, useLocation } from 'react-router'
import { useTranslation } from '#app/i18n/react'
import { isServiceLinkActive } from '#app/domain/routing/shell'
import { businessHours, telHref } from '#app/domain/settings/site-settings'
import { useLang, useLocalizedPath, useSiteSettings } from '#app/i18n/use-lang'
import { menuItems } from '#app/pages'
import { LanguageSwitch } from './language-switch'
import { Logo } from './logo'
import { Icon } from '../icons/icon'
import { MenuButton, useShellMenu } from './menu-button'

/** network-site.md §2.5, in its order (the page registry's service menu). */
export const serviceNavItems = menuItems('service')

function ServiceNavLinks({ onNavigate, vertical }: { onNavigate?: () => void; vertical?: boolean }) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const { pathname } = useLocation()
  return (
    <ul className={vertical ? 'flex flex-col py-2' : 'hidden items-center lg:flex 2xl:gap-1'}>
      {serviceNavItems.map((item) => {
        const active = isServiceLinkActive(item.path, pathname)
        return (
          <li key={item.path}>
            <Link
              to={href(item.path)}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              className={`block whitespace-nowrap rounded px-1.5 py-2 text-sm font-medium lg:max-xl:text-[13px] 2xl:px-3 ${
                active ? 'bg-blue-700 text-white' : 'text-slate-700 hover:bg-slate-100'
              }`}
            >
              {t(item.key)}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}

/**
 * "Call (954) 555-0150". From 1024 to 1535 px a phone icon stands for it, so the navigation keeps
 * one line; the words stay for screen readers (and as the link's text at every width).
 */
function CallUs({ phone }: { phone: string }) {
  const { t } = useTranslation()
  return (
    <>
      <Icon className="hidden h-5 w-5 lg:max-2xl:block">
        <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
      </Icon>
      <span className="lg:max-2xl:sr-only">{t('service.callUs', { phone })}</span>
    </>
  )
}

export function ServiceHeader() {
  const { t } = useTranslation()
  const settings = useSiteSettings()
  const menuId = useId()
  const { pathname } = useLocation()
  const menu = useShellMenu(pathname)
  const open = menu.open
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white" data-testid="service-header">
      <nav
        aria-label={t('service.navLabel')}
        className="mx-auto flex max-w-7xl items-center justify-between gap-2 px-4 py-3 2xl:gap-4"
        data-chat-room
      >
        <Logo to="/service" label={t('service.brand')} compact />
        <ServiceNavLinks />
        <div className="flex items-center gap-2">
          <a
            href={telHref(settings.servicePhone)}
            className="hidden whitespace-nowrap rounded bg-blue-700 px-3 py-2 text-sm lg:max-2xl:px-2.5 font-semibold text-white hover:bg-blue-800 sm:inline-block"
            data-testid="service-phone"
          >
            <CallUs phone={settings.servicePhone} />
          </a>
          <LanguageSwitch />
          <MenuButton open={open} controls={menuId} onToggle={menu.toggle} texts="service" />
        </div>
      </nav>
      <div
        id={menuId}
        hidden={!open}
        className="border-t border-slate-200 px-4 lg:hidden"
        data-testid="service-mobile-menu"
      >
        <ServiceNavLinks vertical onNavigate={() => menu.close()} />
        <a
          href={telHref(settings.servicePhone)}
          className="mb-3 block rounded bg-blue-700 px-3 py-2 text-center text-sm font-semibold text-white"
        >
          {t('service.callUs', { phone: settings.servicePhone })}
        </a>
      </div>
    </header>
  )
}

export function ServiceFooter() {
  const { t } = useTranslation()
  const lang = useLang()
  const href = useLocalizedPath()
  const settings = useSiteSettings()
  const link = 'text-slate-300 hover:text-white hover:underline underline-offset-4'
  const links = [
    ['/service/areas', 'service.footer.areas'],
    ['/service/calculator', 'service.footer.calculator'],
    ['/service/order', 'service.footer.order'],
    ['/service/business-registration', 'service.footer.businessRegistration'],
    ['/service/become-operator', 'service.footer.becomeOperator'],
    ['/opportunity', 'service.footer.opportunity'],
    // The legal pages (issue #20 item 5): the service's forms collect personal data.
    ['/privacy', 'footer.privacy'],
    ['/terms', 'footer.terms'],
  ] as const
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300" data-testid="service-footer">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 md:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">{t('service.brand')}</p>
          <p className="mt-3 text-sm">{t('service.footer.description')}</p>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">
            {t('service.footer.servicesTitle')}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {links.map(([path, key]) => (
              <li key={path}>
                <Link className={link} to={href(path)}>
                  {t(key)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">
            {t('service.footer.contactTitle')}
          </h2>
          <p className="mt-3 text-sm">
            {t('service.footer.phone')}:{' '}
            <a className={link} href={telHref(settings.servicePhone)}>
              {settings.servicePhone}
            </a>
          </p>
          <p className="mt-1 text-sm">
            {t('service.footer.email')}:{' '}
            <a className={link} href={`mailto:${settings.supportEmail}`}>
              {settings.supportEmail}
            </a>
          </p>
          <h2 className="mt-6 text-sm font-semibold uppercase tracking-wide text-white">
            {t('service.footer.hoursTitle')}
          </h2>
          <ul className="mt-2 space-y-1 text-sm" data-testid="service-hours">
            {businessHours(settings, lang).map((line, day) => (
              // Three fixed day groups, always in this order.
              <li key={day}>{line}</li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  )
}
