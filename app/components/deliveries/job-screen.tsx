import type { ReactNode } from 'react'
import { Form, Link } from 'react-router'
import { needsProof, needsReason, type DeliveryStatus } from '#app/domain/deliveries/status'
import { formatCents } from '#app/domain/money'
import { formatInZone } from '#app/domain/time/format'
import { useTranslation } from '#app/i18n/react'
import { useLang, useLocalizedPath, useSiteTimeZone } from '#app/i18n/use-lang'
import type { OperatorJobView } from '#app/.server/services/deliveries/delivery-jobs'
import { SignaturePad } from './signature-pad'

/**
 * The action's refusal of a step: the step, an error key of deliveries.errors, the field it is
 * about, and what was typed (shown again).
 */
export type JobReply = {
  to: DeliveryStatus | null
  error: string
  field: 'reason' | 'recipientName' | 'photo' | 'signature' | null
  reason: string
  recipientName: string
}

/** Large controls for a phone held in one hand (issue #44): full width, at least 56 px high. */
const big =
  'flex min-h-14 w-full items-center justify-center rounded-lg px-4 text-lg font-semibold focus-visible:outline-3 focus-visible:outline-offset-2'
const tone: Record<DeliveryStatus, string> = {
  accepted: 'bg-slate-800 text-white',
  picked_up: 'bg-brand-700 text-white',
  in_transit: 'bg-brand-700 text-white',
  delivered: 'bg-green-700 text-white',
  failed_attempt: 'border-2 border-amber-800 bg-white text-amber-900',
  cancelled: 'border-2 border-red-800 bg-white text-red-800',
}

/** A time in the site's zone and the reader's language. */
export function useFormatTime() {
  const lang = useLang()
  const zone = useSiteTimeZone()
  return (iso: string) => formatInZone(iso, zone, lang)
}

/**
 * The operator's screen of one delivery job (issue #44), phone-first: where it stands, one large
 * button per next step, each leading to its confirmation (`?to=`: works without JavaScript), which
 * asks for the reason (a failed attempt, a cancel) or the proof (the recipient's name and a photo
 * from the phone's camera) before it posts; then the job's details and history.
 */
export function JobScreen({
  job,
  confirming,
  saved,
  reply,
}: {
  job: OperatorJobView
  confirming: DeliveryStatus | null
  saved: DeliveryStatus | 'window' | null
  reply: JobReply | null
}) {
  const { t } = useTranslation()
  const lang = useLang()
  const href = useLocalizedPath()
  const formatTime = useFormatTime()
  const here = href(`/portal/jobs/${job.id}`)
  // A refused step still possible is asked again, with what was typed; one no longer possible is not.
  const asked = reply
    ? reply.to && reply.error !== 'notAllowed' && job.next.includes(reply.to)
      ? reply.to
      : null
    : confirming
  const fieldError = (field: JobReply['field']) =>
    reply && reply.field === field && field ? t(`deliveries.errors.${reply.error}`) : null
  const generalError = reply && !reply.field ? t(`deliveries.errors.${reply.error}`) : null
  const statusName = (s: string) => t(`deliveries.status.${s}`)
  return (
    <div className="mx-auto max-w-xl px-4 py-6">
      <p>
        <Link to={href('/portal/bookings')} className="text-brand-700 underline">
          {t('deliveries.job.back')}
        </Link>
      </p>
      <h1 className="mt-3 text-2xl font-bold text-slate-900">{t('deliveries.job.title', { id: job.id })}</h1>
      <p className="mt-1 text-lg" data-testid="job-status">
        <span className="font-medium">{t('deliveries.job.current')}: </span>
        <strong>{statusName(job.status)}</strong>
      </p>

      <div role="status" data-testid="job-notice">
        {saved ? (
          <p className="mt-3 rounded bg-green-50 p-3 text-green-900">
            {saved === 'window'
              ? t('deliveries.job.windowSaved')
              : t('deliveries.job.saved', { status: statusName(saved) })}
          </p>
        ) : null}
      </div>
      {job.late ? (
        <p className="mt-3 rounded bg-amber-50 p-3 font-semibold text-amber-900" data-testid="job-late">
          {t('deliveries.job.late')}
        </p>
      ) : null}
      {generalError ? (
        <p role="alert" className="mt-3 rounded bg-red-50 p-3 text-red-900">
          {generalError}
        </p>
      ) : null}

      {asked ? (
        <section
          aria-labelledby="job-confirm-heading"
          className="mt-5 rounded-lg border border-slate-300 p-4"
        >
          <h2 id="job-confirm-heading" className="text-xl font-bold">
            {t('deliveries.job.confirmHeading', { status: t(`deliveries.job.move.${asked}`) })}
          </h2>
          <p className="mt-1 text-slate-700">{t(`deliveries.job.confirmIntro.${asked}`)}</p>
          <Form
            method="post"
            action={here}
            encType={needsProof(asked) ? 'multipart/form-data' : undefined}
            className="mt-4 flex flex-col gap-4"
            data-testid="job-confirm-form"
          >
            <input type="hidden" name="to" value={asked} />
            {needsReason(asked) ? (
              <Field id="job-reason" label={t('deliveries.job.reason')} error={fieldError('reason')}>
                {(props) => (
                  <textarea
                    {...props}
                    name="reason"
                    rows={3}
                    maxLength={500}
                    required
                    defaultValue={reply?.to === asked ? reply.reason : ''}
                    className="rounded border border-slate-400 p-3 text-lg"
                  />
                )}
              </Field>
            ) : null}
            {needsProof(asked) ? (
              <>
                <Field
                  id="job-recipient"
                  label={t('deliveries.job.recipientName')}
                  error={fieldError('recipientName')}
                >
                  {(props) => (
                    <input
                      {...props}
                      name="recipientName"
                      type="text"
                      maxLength={120}
                      required
                      autoComplete="off"
                      defaultValue={reply?.to === asked ? reply.recipientName : ''}
                      className="min-h-14 rounded border border-slate-400 px-3 text-lg"
                    />
                  )}
                </Field>
                <Field
                  id="job-photo"
                  label={t('deliveries.job.photo')}
                  hint={t('deliveries.job.photoHint')}
                  error={fieldError('photo')}
                >
                  {(props) => (
                    <input
                      {...props}
                      name="photo"
                      type="file"
                      accept="image/*"
                      capture="environment"
                      required
                      className="text-lg file:mr-3 file:min-h-14 file:rounded-lg file:border-0 file:bg-slate-200 file:px-4 file:font-semibold"
                    />
                  )}
                </Field>
                <SignaturePad id="job-signature" />
                {fieldError('signature') ? (
                  <p className="text-red-800" data-testid="job-signature-error">
                    {fieldError('signature')}
                  </p>
                ) : null}
              </>
            ) : null}
            <button type="submit" className={`${big} ${tone[asked]}`}>
              {t('deliveries.job.confirm')}
            </button>
            <Link to={here} className={`${big} border border-slate-400 text-slate-800`}>
              {t('deliveries.job.goBack')}
            </Link>
          </Form>
        </section>
      ) : job.next.length > 0 ? (
        <section aria-labelledby="job-next-heading" className="mt-5">
          <h2 id="job-next-heading" className="text-xl font-bold">
            {t('deliveries.job.nextHeading')}
          </h2>
          <ul className="mt-3 flex flex-col gap-3">
            {job.next.map((to) => (
              <li key={to}>
                <Link to={`${here}?to=${to}`} className={`${big} ${tone[to]}`} data-testid="job-next">
                  {t(`deliveries.job.move.${to}`)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <p className="mt-5 rounded bg-slate-100 p-3">{t('deliveries.job.finished')}</p>
      )}

      {job.proof ? (
        <section aria-labelledby="job-proof-heading" className="mt-6">
          <h2 id="job-proof-heading" className="text-xl font-bold">
            {t('deliveries.job.proofHeading')}
          </h2>
          <p className="mt-1">{t('deliveries.job.receivedBy', { name: job.proof.recipientName })}</p>
          {job.proof.photoUrl ? (
            <img
              src={job.proof.photoUrl}
              alt={t('deliveries.job.photoAlt')}
              className="mt-2 w-full max-w-sm rounded border border-slate-200"
            />
          ) : null}
          {job.proof.signatureUrl ? (
            <img
              src={job.proof.signatureUrl}
              alt={t('deliveries.job.signatureAlt', { name: job.proof.recipientName })}
              className="mt-2 w-full max-w-sm rounded border border-slate-200 bg-white"
              data-testid="job-signature"
            />
          ) : null}
        </section>
      ) : null}

      <section aria-labelledby="job-details-heading" className="mt-6">
        <h2 id="job-details-heading" className="text-xl font-bold">
          {t('deliveries.job.details')}
        </h2>
        <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2">
          <dt className="font-medium">{t('deliveries.job.customer')}</dt>
          <dd>
            {job.customer.name} · <a href={`tel:${job.customer.phone}`}>{job.customer.phone}</a>
          </dd>
          <dt className="font-medium">{t('deliveries.job.pickup')}</dt>
          <dd>{job.pickup}</dd>
          <dt className="font-medium">{t('deliveries.job.delivery')}</dt>
          <dd>{job.delivery}</dd>
          {job.requestedTime ? (
            <>
              <dt className="font-medium">{t('deliveries.job.when')}</dt>
              <dd>{job.requestedTime}</dd>
            </>
          ) : null}
          {job.notes ? (
            <>
              <dt className="font-medium">{t('deliveries.job.notes')}</dt>
              <dd className="whitespace-pre-line">{job.notes}</dd>
            </>
          ) : null}
          <dt className="font-medium">{t('deliveries.job.window')}</dt>
          <dd data-testid="job-window">
            {job.pickupWindow
              ? t('deliveries.job.windowValue', {
                  from: formatTime(job.pickupWindow.from),
                  by: formatTime(job.pickupWindow.by),
                })
              : t('deliveries.job.noWindow')}
            {job.canSetWindow ? (
              <>
                {' '}
                <Link to={`${here}/window`} className="text-brand-700 underline" data-testid="job-set-window">
                  {job.pickupWindow ? t('deliveries.job.changeWindow') : t('deliveries.job.setWindow')}
                </Link>
              </>
            ) : null}
          </dd>
          <dt className="font-medium">{t('deliveries.job.price')}</dt>
          <dd data-testid="job-price">
            {job.priceCents != null
              ? job.quoteMiles != null
                ? t('deliveries.job.priceValue', {
                    price: formatCents(job.priceCents, lang),
                    miles: job.quoteMiles.toFixed(1),
                  })
                : formatCents(job.priceCents, lang)
              : t('deliveries.job.noPrice')}
          </dd>
        </dl>
      </section>

      <section aria-labelledby="job-history-heading" className="mt-6">
        <h2 id="job-history-heading" className="text-xl font-bold">
          {t('deliveries.job.historyHeading')}
        </h2>
        <ol className="mt-2 space-y-2" data-testid="job-history">
          {job.events.map((e, i) => (
            <li key={i} className="border-l-4 border-slate-300 pl-3">
              <span className="font-semibold">{statusName(e.status)}</span>{' '}
              <time dateTime={e.at}>{formatTime(e.at)}</time>
              {e.reason ? (
                <p className="whitespace-pre-line text-slate-700">
                  {t('deliveries.job.reasonValue', { reason: e.reason })}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
    </div>
  )
}

export type FieldProps = {
  id: string
  'aria-invalid'?: true
  'aria-describedby'?: string
}

/** A labelled control with its hint and its error, both named as its description. */
export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string
  label: string
  hint?: string
  error: string | null
  children: (props: FieldProps) => ReactNode
}) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ')
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-lg font-medium">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-slate-700">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(described ? { 'aria-describedby': described } : {}),
      })}
      {error ? (
        <p id={`${id}-error`} className="text-red-800" data-testid={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
