import { Form } from 'react-router'
import { useFormatWhen } from '#app/components/admin/admin-table'
import { secondaryButton } from '#app/components/admin/fields'
import { useTranslation } from '#app/i18n/react'

/** An account's sign-in limits as staff see them (ADR 055): null while they are at rest. */
export type SignInLimitView = { failures: number; pausedUntil: string | null } | null

/**
 * The state of an account's sign-in limits beside its status (Staff Accounts, the Operators tab's
 * portal access): new browsers paused until a time, or slowed, after so many failed attempts; the
 * browsers that signed in to it before are not held back.
 */
export function SignInLimitNote({ limit }: { limit: SignInLimitView }) {
  const { t } = useTranslation()
  const formatWhen = useFormatWhen()
  if (!limit) return null
  const count = limit.failures
  return (
    <p className="mt-1 text-sm text-amber-900" data-testid="sign-in-limit">
      {limit.pausedUntil
        ? t('admin.signInLimits.paused', { count, time: formatWhen(limit.pausedUntil) })
        : t('admin.signInLimits.slowed', { count })}{' '}
      <span className="text-slate-600">{t('admin.signInLimits.trusted')}</span>
    </p>
  )
}

/** The button that clears an account's sign-in limits: its accessible name says whose. */
export function ClearSignInLimits(props: { intent: string; id: number; name: string; busy?: boolean }) {
  const { t } = useTranslation()
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={props.intent} />
      <input type="hidden" name="id" value={props.id} />
      <button
        type="submit"
        className={secondaryButton}
        aria-label={t('admin.signInLimits.clear', { name: props.name })}
        disabled={props.busy}
      >
        {t('admin.signInLimits.clearShort')}
      </button>
    </Form>
  )
}
