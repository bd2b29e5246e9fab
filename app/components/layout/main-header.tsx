import { useId } from 'react'
import { NavLink, useLocation } from 'react-router'
import { useTranslation } from '#app/i18n/react'
import { useCartCount } from '#app/components/cart/cart-store'
import { useLocalizedPath } from '#app/i18n/use-lang'
import { menuItems } from '#app/pages'
import { LanguageSwitch } from './language-switch'
import { Logo } from './logo'
import { Icon } from '../icons/icon'
import { MenuButton, useShellMenu } from './menu-button'

/** The top navigation of marketing-site.md §2, in its order (the page registry's main menu). */
export const mainNavItems = menuItems('main')

/** The cart link; `compact` keeps only the icon and the count from 1024 to 1279 px (the name stays for screen readers). */
function CartLink({ onNavigate, compact }: { onNavigate?: () => void; compact?: boolean }) {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const count = useCartCount()
  return (
    <NavLink
      to={href('/cart')}
      onClick={onNavigate}
      className="relative inline-flex items-center gap-1 whitespace-nowrap rounded px-1 py-2 text-sm 2xl:px-2 font-medium text-slate-700 hover:text-brand-700 aria-[current=page]:text-brand-700"
    >
      <Icon className="h-5 w-5">
        <path d="M3 3h2l2.4 12.2a2 2 0 0 0 2 1.8h7.7a2 2 0 0 0 2-1.6L21 8H6" />
        <circle cx="10" cy="20" r="1" />
        <circle cx="17" cy="20" r="1" />
      </Icon>
      <span className={compact ? 'lg:max-xl:sr-only' : undefined}>{t('nav.cart')}</span>
      {count > 0 ? (
        <span
          data-testid="cart-badge"
          className="ml-1 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white"
          aria-label={t('nav.cartItems', { count })}
        >
          {count}
        </span>
      ) : null}
    </NavLink>
  )
}

export function MainHeader() {
  const { t } = useTranslation()
  const href = useLocalizedPath()
  const menuId = useId()
  const location = useLocation()
  const menu = useShellMenu(location.pathname)
  const open = menu.open

  const linkClass =
    'whitespace-nowrap rounded px-1 py-2 text-sm font-medium 2xl:px-2 text-slate-700 hover:text-brand-700 aria-[current=page]:text-brand-700 aria-[current=page]:underline underline-offset-4'
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav
        aria-label={t('nav.label')}
        className="mx-auto flex max-w-7xl items-center justify-between gap-2 px-4 py-3 2xl:gap-4"
        data-chat-room
      >
        <Logo compact />
        <ul className="hidden items-center lg:flex 2xl:gap-1">
          {mainNavItems.map((item) => (
            <li key={item.path}>
              <NavLink to={href(item.path)} end className={linkClass}>
                {t(item.key)}
              </NavLink>
            </li>
          ))}
          <li>
            <CartLink compact />
          </li>
        </ul>
        <div className="flex items-center gap-2">
          <LanguageSwitch />
          <MenuButton open={open} controls={menuId} onToggle={menu.toggle} texts="nav" />
        </div>
      </nav>
      <div
        id={menuId}
        hidden={!open}
        className="border-t border-slate-200 lg:hidden"
        data-testid="mobile-menu"
      >
        <ul className="mx-auto flex max-w-7xl flex-col px-4 py-2">
          {mainNavItems.map((item) => (
            <li key={item.path}>
              <NavLink to={href(item.path)} end className={`block ${linkClass}`} onClick={() => menu.close()}>
                {t(item.key)}
              </NavLink>
            </li>
          ))}
          <li>
            <CartLink onNavigate={() => menu.close()} />
          </li>
        </ul>
      </div>
    </header>
  )
}

/** Standalone landing pages (an operator's own page): only the logo and the language switch. */
export function StandaloneHeader() {
  return (
    // Sticky below 1024 px: the chat button sits in its corner there (chat-launcher.tsx).
    <header className="border-b border-slate-200 bg-white max-lg:sticky max-lg:top-0 max-lg:z-40">
      <div className="mx-auto flex max-w-7xl items-center justify-between px-4 py-3" data-chat-room>
        <Logo />
        <LanguageSwitch />
      </div>
    </header>
  )
}
