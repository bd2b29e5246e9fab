import { screen, waitFor, within } from '@testing-library/react'
import axe from 'axe-core'
import { describe, expect, it, vi } from 'vitest'
import type { Lang } from '#app/domain/routing/locale'
import { renderRoutes, resources } from '../../../tests/support/render-route'
import PersonPage from './person'

const person = {
  id: 7,
  email: 'ana@example.com',
  firstName: 'Ana',
  lastName: 'Ruiz',
  phone: '305 555 0100',
  businessName: 'Ruiz Courier',
  city: 'Miami',
  state: 'FL',
  zip: '33101',
  lang: 'es' as const,
  stage: 'call-booked',
  prospect: true,
  stageChangedAt: '2026-05-02T15:00:00.000Z',
  lostReason: null,
  ownerId: 1,
  operatorId: null as number | null,
  erasedAt: null,
  createdAt: '2026-05-01T12:00:00.000Z',
  source: {
    label: 'facebook / spring',
    medium: 'paid',
    landingPath: '/opportunity',
    firstSeenAt: '2026-04-30T10:00:00.000Z',
  },
}

const loaderData = (overrides: Record<string, unknown> = {}) => ({
  status: 'ok',
  staffEmail: 'staff@example.com',
  zone: 'America/New_York',
  person,
  hasApplication: true,
  stages: [
    { key: 'new', labelEn: 'New', labelEs: 'Nuevo', paidOrSigned: false },
    { key: 'call-booked', labelEn: 'Call booked', labelEs: 'Llamada agendada', paidOrSigned: false },
    { key: 'approved', labelEn: 'Approved', labelEs: 'Aprobado', paidOrSigned: true },
    { key: 'lost', labelEn: 'Lost', labelEs: 'Perdido', paidOrSigned: false },
  ],
  staff: [{ id: 1, email: 'staff@example.com' }],
  tasks: [
    {
      id: 3,
      title: 'Call back Tuesday',
      dueAt: '2026-05-05T14:00:00.000Z',
      ownerId: 1,
      doneAt: null,
      doneBy: null,
    },
  ],
  statements: [
    {
      id: 9,
      lang: 'es',
      createdAt: '2026-05-02T15:00:00.000Z',
      deliveredAt: '2026-05-02T15:01:00.000Z',
      claims: [{ claimId: 1, version: 2, figure: '$4,000', text: 'Ingresos mensuales' }],
    },
  ],
  templates: [{ id: 1, name: 'Call follow-up' }],
  preview: null,
  timeline: [
    {
      type: 'event',
      key: 'e2',
      at: '2026-05-02T15:00:00.000Z',
      kind: 'stage',
      data: { from: 'new', to: 'call-booked' },
      actor: 'staff@example.com',
    },
    {
      type: 'email',
      key: 'm5',
      at: '2026-05-01T12:01:00.000Z',
      id: 5,
      category: 'form.confirmation',
      subject: 'Su manual',
      status: 'sent',
      sentAt: '2026-05-01T12:01:00.000Z',
      openedAt: null,
    },
    {
      type: 'submission',
      key: 's4',
      at: '2026-05-01T12:00:00.000Z',
      id: 4,
      kind: 'playbook',
      page: '/es/playbook',
    },
  ],
  ...overrides,
})

function renderPerson(
  lang: Lang,
  data = loaderData(),
  action: (args: { request: Request }) => unknown = () => null,
) {
  return renderRoutes(
    [
      {
        path: lang === 'es' ? '/es/admin/people/:id' : '/admin/people/:id',
        Component: PersonPage as never,
        loader: () => data,
        action,
      },
    ],
    { lang, path: '/admin/people/7' },
  )
}

for (const lang of ['en', 'es'] as const) {
  const t = resources[lang].adminPerson
  const prefix = lang === 'es' ? '/es' : ''
  describe(`the person page (${lang}, issue #34)`, () => {
    it('shows the details, first source, statements and the timeline newest first, with no axe finding', async () => {
      const { container } = renderPerson(lang)
      const details = await screen.findByTestId('person-details')
      expect(details).toHaveTextContent('Ruiz Courier')
      expect(details).toHaveTextContent(resources[lang].adminPerson.languages.es)
      expect(screen.getByTestId('person-source')).toHaveTextContent('facebook / spring')
      expect(screen.getByTestId('person-source')).toHaveTextContent('/opportunity')
      expect(screen.getByTestId('person-current-stage')).toHaveTextContent(
        lang === 'es' ? 'Llamada agendada' : 'Call booked',
      )
      expect(screen.queryByTestId('person-customer')).not.toBeInTheDocument()
      const statement = within(screen.getByTestId('person-statements')).getByTestId('person-statement')
      expect(statement).toHaveTextContent(
        t.statements.claim
          .replace('{{figure}}', '$4,000')
          .replace('{{text}}', 'Ingresos mensuales')
          .replace('{{version}}', '2'),
      )
      const entries = screen.getAllByTestId('timeline-entry')
      expect(entries.map((e) => e.dataset.kind)).toEqual(['stage', 'email', 'submission'])
      expect(entries[2]).toHaveTextContent(t.kinds.playbook)
      expect(within(entries[2]!).getByRole('link', { name: t.timeline.viewSubmission })).toHaveAttribute(
        'href',
        `${prefix}/admin/submissions?id=4`,
      )
      expect(screen.getByRole('button', { name: t.operator.approve }).closest('form')).toHaveAttribute(
        'action',
        `${prefix}/admin/people/7/approve`,
      )
      expect(screen.getByRole('link', { name: t.privacy.exportCsv })).toHaveAttribute(
        'href',
        `${prefix}/admin/people/7/export?format=csv`,
      )
      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`)).toEqual([])
    })

    it('shows the seven-day refusal beside a new reason field, in the staff member’s language', async () => {
      const action = vi.fn(async ({ request }: { request: Request }) => {
        const form = Object.fromEntries(await request.formData())
        expect(form).toMatchObject({ intent: 'move', stage: 'approved' })
        return {
          intent: 'move',
          notice: null,
          refusal: { reason: 'too-soon', allowedFrom: '2026-05-09T15:01:00.000Z' },
          result: { status: 'error', initialValue: { intent: 'move', stage: 'approved' }, error: {} },
        }
      })
      const { user } = renderPerson(lang, loaderData(), action)
      const form = await screen.findByTestId('person-move-form')
      expect(within(form).queryByLabelText(t.stage.override)).not.toBeInTheDocument()
      await user.selectOptions(within(form).getByLabelText(t.stage.stage), 'approved')
      await user.click(within(form).getByRole('button', { name: t.stage.move }))
      const override = await within(form).findByLabelText(t.stage.override)
      expect(override).toHaveAttribute('aria-invalid', 'true')
      expect(override).toHaveAccessibleDescription(
        expect.stringContaining(t.stage.refused['too-soon'].split('{{when}}')[0]!),
      )
      expect(within(form).getByLabelText(t.stage.stage)).toHaveValue('approved')
    })

    it('says beside the merge field why the address was refused', async () => {
      const action = vi.fn(() => ({
        intent: 'merge',
        notice: null,
        result: {
          status: 'error',
          initialValue: { intent: 'merge', email: 'x@example.com' },
          error: { email: ['adminPerson.errors.mergeUnknown'] },
        },
      }))
      const { user } = renderPerson(lang, loaderData(), action)
      const field = await screen.findByLabelText(t.merge.email)
      await user.type(field, 'x@example.com')
      await user.click(screen.getByRole('button', { name: t.merge.submit }))
      await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'))
      expect(field).toHaveAccessibleDescription(expect.stringContaining(t.errors.mergeUnknown))
    })

    it('links to the operator once approved, and shows an erased person without forms', async () => {
      renderPerson(lang, loaderData({ person: { ...person, operatorId: 12 } }))
      expect(await screen.findByRole('link', { name: t.operator.link })).toHaveAttribute(
        'href',
        `${prefix}/admin/operators?edit=12`,
      )
      expect(screen.queryByRole('button', { name: t.operator.approve })).not.toBeInTheDocument()
    })

    it('says a customer is not on the board until moved there', async () => {
      renderPerson(lang, loaderData({ person: { ...person, stage: 'new', prospect: false } }))
      expect(await screen.findByTestId('person-customer')).toHaveTextContent(t.stage.customer)
    })

    it('an erased person has no forms', async () => {
      renderPerson(
        lang,
        loaderData({
          person: {
            ...person,
            email: null,
            firstName: null,
            lastName: null,
            erasedAt: '2026-05-10T10:00:00.000Z',
          },
          timeline: [],
          statements: [],
        }),
      )
      expect(await screen.findByTestId('person-erased')).toBeInTheDocument()
      expect(screen.queryByTestId('person-move-form')).not.toBeInTheDocument()
      expect(screen.queryByTestId('person-privacy')).not.toBeInTheDocument()
    })
  })
}
