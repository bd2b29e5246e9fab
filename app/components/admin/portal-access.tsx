import { Form } from 'react-router'
import { adminInputClass, dangerButton, secondaryButton } from '#app/components/admin/fields'
import { useFormatWhen } from '#app/components/admin/admin-table'
import { ClearSignInLimits, SignInLimitNote, type SignInLimitView } from '#app/components/admin/sign-in-limit'
import { useTranslation } from '#app/i18n/react'
import { useLang } from '#app/i18n/use-lang'

export type PortalAccessView = {
  email: string | null
  state: 'none' | 'invited' | 'inviteExpired' | 'active' | 'disabled'
  /** ISO, with 'invited'. */
  expiresAt: string | null
  /** The account's sign-in limits, when new browsers are paused or slowed (ADR 055). */
  signIn?: SignInLimitView
}

/**
 * One operator's portal access on the staff Operators tab (issue #21 item 1): the state, and the
 * invitation form (e-mail prefilled with the account's or the contact e-mail, the e-mail's
 * language), resend, revoke and disable; a sign-in pause of the account, and its Clear button.
 */
export function PortalAccessCell(props: {
  operator: { id: number; name: string; contactEmail: string | null }
  access: PortalAccessView
  /** A refused invitation of this row: the message key and what was typed. */
  refused?: { key: string; email: string } | null
}) {
  const { t } = useTranslation()
  const lang = useLang()
  const formatWhen = useFormatWhen()
  const { operator, access, refused } = props
  const emailId = `portal-email-${operator.id}`
  const errorId = `${emailId}-error`
  const langId = `portal-lang-${operator.id}`
  const state =
    access.state === 'invited'
      ? t('portal.admin.invited', { date: formatWhen(access.expiresAt ?? '') })
      : t(
          {
            none: 'portal.admin.notInvited',
            inviteExpired: 'portal.admin.inviteExpired',
            active: 'portal.admin.active',
            disabled: 'portal.admin.disabled',
          }[access.state],
        )
  const invited = access.state === 'invited' || access.state === 'inviteExpired'
  return (
    <div className="space-y-2" data-testid={`portal-access-${operator.id}`}>
      <p className="font-semibold" data-testid="portal-state">
        {state}
      </p>
      <SignInLimitNote limit={access.signIn ?? null} />
      <Form method="post" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="portal-invite" />
        <input type="hidden" name="id" value={operator.id} />
        <div>
          <label htmlFor={emailId} className="block text-xs font-semibold text-slate-700">
            {t('portal.admin.email')}
            <span className="sr-only">: {operator.name}</span>
          </label>
          <input
            id={emailId}
            name="email"
            type="email"
            required
            defaultValue={refused?.email ?? access.email ?? operator.contactEmail ?? ''}
            aria-invalid={refused ? true : undefined}
            aria-describedby={refused ? errorId : undefined}
            className={`${adminInputClass} mt-0 py-1 text-sm`}
          />
          {refused ? (
            <p id={errorId} className="mt-1 text-sm text-red-800">
              {t(refused.key)}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={langId} className="block text-xs font-semibold text-slate-700">
            {t('portal.admin.language')}
          </label>
          <select
            id={langId}
            name="lang"
            defaultValue={lang}
            className={`${adminInputClass} mt-0 py-1 text-sm`}
          >
            <option value="en">{t('language.enName')}</option>
            <option value="es">{t('language.esName')}</option>
          </select>
        </div>
        <button type="submit" className={secondaryButton}>
          {invited ? t('portal.admin.resend') : t('portal.admin.invite')}
          <span className="sr-only">: {operator.name}</span>
        </button>
      </Form>
      <div className="flex flex-wrap gap-2">
        {access.state === 'invited' ? (
          <Form method="post">
            <input type="hidden" name="intent" value="portal-revoke" />
            <input type="hidden" name="id" value={operator.id} />
            <button type="submit" className={secondaryButton}>
              {t('portal.admin.revoke')}
              <span className="sr-only">: {operator.name}</span>
            </button>
          </Form>
        ) : null}
        {access.signIn ? (
          <ClearSignInLimits intent="portal-clear-sign-in" id={operator.id} name={operator.name} />
        ) : null}
        {access.state !== 'none' && access.state !== 'disabled' ? (
          <Form method="post">
            <input type="hidden" name="intent" value="portal-disable" />
            <input type="hidden" name="id" value={operator.id} />
            <button type="submit" className={dangerButton}>
              {t('portal.admin.disable')}
              <span className="sr-only">: {operator.name}</span>
            </button>
          </Form>
        ) : null}
      </div>
    </div>
  )
}
