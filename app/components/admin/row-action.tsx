import type { ReactNode } from 'react'
import { Form } from 'react-router'
import { dangerButton, secondaryButton } from './fields'

/** One row action of an admin list: a small form posting its intent and the row's id (works without JavaScript). */
export function RowAction(props: {
  intent: string
  id: number
  label: string
  ariaLabel: string
  extra?: Record<string, string>
  disabled?: boolean
  danger?: boolean
  confirm?: string
}) {
  return (
    <Form
      method="post"
      className="inline"
      onSubmit={(event) => {
        if (props.confirm && !window.confirm(props.confirm)) event.preventDefault()
      }}
    >
      <input type="hidden" name="intent" value={props.intent} />
      <input type="hidden" name="id" value={props.id} />
      {Object.entries(props.extra ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        className={props.danger ? dangerButton : secondaryButton}
        aria-label={props.ariaLabel}
        disabled={props.disabled}
      >
        {props.label}
      </button>
    </Form>
  )
}

export function Actions({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap gap-2">{children}</div>
}
