import { DetailList, DetailPanel } from '#app/components/admin/admin-table'
import { useTranslation } from '#app/i18n/react'

export type MailDetailData = {
  id: number
  recipient: string | null
  subject: string | null
  category: string
  messageId: string | null
  headers: Record<string, string>
  text: string
}

/** One outbox message (?id=): its envelope, headers and text. */
export function MailDetail({ message }: { message: MailDetailData }) {
  const { t } = useTranslation()
  const headers = Object.entries(message.headers)
  return (
    <DetailPanel
      id="mail-detail-title"
      title={t('adminMail.detailTitle', { id: message.id })}
      closeLabel={t('adminMail.close')}
      testId="mail-detail"
    >
      <DetailList
        rows={[
          [t('adminMail.columns.recipient'), <span className="break-all">{message.recipient ?? '—'}</span>],
          [t('adminMail.columns.subject'), message.subject ?? '—'],
          [t('adminMail.columns.category'), message.category],
          [t('adminMail.messageId'), <span className="break-all">{message.messageId ?? '—'}</span>],
          headers.length > 0 && [
            t('adminMail.headers'),
            <span className="break-all">
              {headers.map(([k, v]) => (
                <span key={k} className="block">
                  {k}: {v}
                </span>
              ))}
            </span>,
          ],
        ]}
      />
      <h3 className="mt-4 text-sm font-semibold text-slate-700">{t('adminMail.body')}</h3>
      <pre className="mt-1 max-h-96 overflow-auto rounded border border-slate-200 bg-white p-3 text-sm whitespace-pre-wrap">
        {message.text}
      </pre>
    </DetailPanel>
  )
}
