import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Preview,
  Section,
  Text,
} from '@react-email/components'
import type { ReactNode } from 'react'
import type { SiteSettings } from '#app/domain/settings/site-settings'
import type { Lang } from '#app/domain/routing/locale'
import { emailT } from './texts'

const brand = '#c2410c'
const ink = '#1f2937'
const muted = '#6b7280'

/**
 * The branded frame of every e-mail: product name in the header, a 600 px column, and a footer with
 * the business name, the postal address and (for list mail) the unsubscribe link.
 */
export function EmailLayout(props: {
  lang: Lang
  settings: SiteSettings
  preview: string
  heading: string
  /** Newsletter-type mail: the footer carries this unsubscribe link. */
  unsubscribeUrl?: string
  children: ReactNode
}) {
  const t = emailT(props.lang)
  return (
    <Html lang={props.lang}>
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={{ backgroundColor: '#f3f4f6', fontFamily: 'Helvetica, Arial, sans-serif', margin: 0 }}>
        <Container style={{ width: '600px', maxWidth: '100%', margin: '0 auto', backgroundColor: '#ffffff' }}>
          <Section style={{ backgroundColor: brand, padding: '20px 32px' }}>
            <Text style={{ color: '#ffffff', fontSize: '20px', fontWeight: 700, margin: 0 }}>
              {props.settings.businessName}
            </Text>
          </Section>
          <Section style={{ padding: '24px 32px 8px' }}>
            <Heading as="h1" style={{ color: ink, fontSize: '22px', margin: '0 0 16px' }}>
              {props.heading}
            </Heading>
            {props.children}
          </Section>
          {/* The rule is 100 % wide: its inset comes from the section's padding, as a side margin
              would add to that width and run it past the card (issue #30 item 6). */}
          <Section style={{ padding: '16px 32px' }}>
            <Hr style={{ borderColor: '#e5e7eb', margin: 0 }} />
          </Section>
          <Section style={{ padding: '0 32px 24px' }}>
            <Text style={{ color: muted, fontSize: '12px', margin: '0 0 4px' }}>
              {t('layout.copyright', { year: new Date().getFullYear(), name: props.settings.businessName })}
            </Text>
            <Text style={{ color: muted, fontSize: '12px', margin: '0 0 4px' }}>
              {props.settings.postalAddress}
            </Text>
            {props.unsubscribeUrl ? (
              <Text style={{ color: muted, fontSize: '12px', margin: 0 }}>
                {t('layout.unsubscribeLead')}{' '}
                <a href={props.unsubscribeUrl} style={{ color: brand }}>
                  {t('layout.unsubscribe')}
                </a>
              </Text>
            ) : null}
          </Section>
        </Container>
      </Body>
    </Html>
  )
}

export function EmailText({ children }: { children: ReactNode }) {
  return (
    <Text style={{ color: ink, fontSize: '15px', lineHeight: '22px', margin: '0 0 14px' }}>{children}</Text>
  )
}

export function EmailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '8px 0 18px' }}>
      <Button
        href={href}
        style={{
          backgroundColor: brand,
          color: '#ffffff',
          padding: '12px 20px',
          borderRadius: '6px',
          fontWeight: 600,
          fontSize: '15px',
          textDecoration: 'none',
        }}
      >
        {children}
      </Button>
    </Section>
  )
}

/** Submitted fields as a two-column table (values are text: React escapes them). */
export function FieldTable({ rows }: { rows: ReadonlyArray<readonly [string, string]> }) {
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} style={{ width: '100%', margin: '0 0 16px' }}>
      <tbody>
        {rows.map(([label, value], i) => (
          <tr key={i}>
            <td
              style={{
                color: muted,
                fontSize: '13px',
                padding: '6px 12px 6px 0',
                verticalAlign: 'top',
                width: '35%',
                borderBottom: '1px solid #f3f4f6',
              }}
            >
              {label}
            </td>
            <td
              style={{
                color: ink,
                fontSize: '14px',
                padding: '6px 0',
                whiteSpace: 'pre-wrap',
                wordBreak: 'break-word',
                borderBottom: '1px solid #f3f4f6',
              }}
            >
              {value === '' ? '—' : value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
