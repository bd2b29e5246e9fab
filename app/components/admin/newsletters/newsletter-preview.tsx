import { Form, Link, useNavigate } from 'react-router'
import { secondaryButton } from '#app/components/admin/fields'
import { Modal } from '#app/components/operators/modal'
import { useTranslation } from '#app/i18n/react'
import { useNewsletterPaths } from './newsletter-list'

export type NewsletterPreviewData = {
  id: number
  title: string
  lang: string
  shownLang: string
  subject: string
  bodyHtml: string
}

/**
 * The preview route's modal over the list: a native dialog (focus stays inside, Escape, the
 * backdrop and the close mark all go back to the list).
 */
export function NewsletterPreviewModal({ preview }: { preview: NewsletterPreviewData }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const paths = useNewsletterPaths()
  return (
    <Modal
      open
      onClose={() => void navigate(paths.list, { preventScrollReset: true })}
      title={t('adminNewsletters.preview.title')}
      closeLabel={t('adminNewsletters.preview.close')}
      testId="newsletter-preview"
    >
      <PreviewBody preview={preview} />
    </Modal>
  )
}

function PreviewBody({ preview }: { preview: NewsletterPreviewData }) {
  const { t } = useTranslation()
  const paths = useNewsletterPaths()
  return (
    <div className="w-[min(40rem,calc(100vw-5rem))]">
      <p className="font-semibold text-slate-900" data-testid="newsletter-preview-subject">
        {t('adminNewsletters.preview.subject', { subject: preview.subject })}
      </p>
      {preview.lang === 'both' ? (
        <p className="mt-2 flex gap-2 text-sm">
          <span>{t('adminNewsletters.preview.version')}:</span>
          {(['en', 'es'] as const).map((l) => (
            <Link
              key={l}
              to={`${paths.preview(preview.id)}?plang=${l}`}
              aria-current={preview.shownLang === l ? 'true' : undefined}
              className="underline aria-[current=true]:font-bold"
              preventScrollReset
            >
              {t(`adminNewsletters.lang.${l}`)}
            </Link>
          ))}
        </p>
      ) : null}
      {/*
        The body as stored: sanitized when saved (no script, no handler, no javascript: link), and
        the admin page's CSP forbids inline scripts and handlers besides, so nothing in it can run.
      */}
      <div className="mt-3 max-h-[28rem] overflow-y-auto rounded border border-slate-300 bg-white p-4">
        {/* A long unbroken line (a pasted link) wraps inside the box (issue #45 item 8). */}
        <p className="mb-3 text-lg font-bold text-slate-900 [overflow-wrap:anywhere]">{preview.title}</p>
        <div
          className="text-[15px] leading-[22px] text-slate-800 [overflow-wrap:anywhere]"
          data-testid="newsletter-preview-body"
          dangerouslySetInnerHTML={{ __html: preview.bodyHtml }}
        />
      </div>
      <Form method="post" className="mt-3" preventScrollReset>
        <button type="submit" name="intent" value="test" className={secondaryButton}>
          {t('adminNewsletters.preview.sendTest')}
        </button>
      </Form>
    </div>
  )
}
