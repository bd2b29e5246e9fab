import { Form } from 'react-router'
import { adminInputClass, secondaryButton } from '#app/components/admin/fields'
import type { Notice } from '#app/components/admin/route-helpers'
import { TAG_MAX_LENGTH, TAGS_MAX } from '#app/domain/newsletter/subscribers-admin'
import { useTranslation } from '#app/i18n/react'
import { subscriberLimits } from './subscriber-import'

/** A refused tag edit: whose, what was typed, and why (shown beside that row's field). */
export type TagsRefusal = { id: string; typed: string; error: Notice }

/**
 * A subscriber's tags, and a small form (behind a disclosure) that replaces them. After a refused
 * edit of this row the form stays open with what was typed and the reason under the field.
 */
export function SubscriberTags(props: { id: string; email: string; tags: string[]; refused?: TagsRefusal }) {
  const { t } = useTranslation()
  const { id, email, tags, refused } = props
  const inputId = `subscriber-tags-${id}`
  const errorId = `${inputId}-error`
  return (
    <div data-testid="subscriber-tags">
      {tags.length ? (
        <ul className="flex flex-wrap gap-1" aria-label={t('adminNewsletters.subscribers.columns.tags')}>
          {tags.map((tag) => (
            <li key={tag} className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-800">
              {tag}
            </li>
          ))}
        </ul>
      ) : (
        <span className="text-slate-600">{t('adminNewsletters.subscribers.noTags')}</span>
      )}
      <details className="mt-1" open={refused ? true : undefined}>
        <summary
          className="cursor-pointer text-sm text-brand-800 underline-offset-4 hover:underline"
          aria-label={t('adminNewsletters.subscribers.tagsEdit.summaryLabel', { email })}
        >
          {t('adminNewsletters.subscribers.tagsEdit.summary')}
        </summary>
        <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="tags" />
          <input type="hidden" name="id" value={id} />
          <div className="min-w-48 flex-1">
            <label htmlFor={inputId} className="block text-xs font-semibold text-slate-800">
              {t('adminNewsletters.subscribers.tagsEdit.label', { email })}
            </label>
            <input
              id={inputId}
              key={refused ? `refused-${refused.typed}` : tags.join(',')}
              name="tags"
              type="text"
              maxLength={TAGS_MAX * (TAG_MAX_LENGTH + 2)}
              defaultValue={refused ? refused.typed : tags.join(', ')}
              aria-invalid={refused ? true : undefined}
              aria-describedby={refused ? `${errorId} ${inputId}-hint` : `${inputId}-hint`}
              className={adminInputClass}
            />
            {refused ? (
              <p id={errorId} className="mt-1 text-xs text-red-800">
                {t(refused.error.key, refused.error.values)}
              </p>
            ) : null}
            <p id={`${inputId}-hint`} className="mt-1 text-xs text-slate-600">
              {t('adminNewsletters.subscribers.tagsEdit.hint', subscriberLimits)}
            </p>
          </div>
          <button type="submit" className={secondaryButton}>
            {t('adminNewsletters.subscribers.tagsEdit.save')}
          </button>
        </Form>
      </details>
    </div>
  )
}
