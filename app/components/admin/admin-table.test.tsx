import { screen, within } from '@testing-library/react'
import { useLoaderData } from 'react-router'
import { describe, expect, it } from 'vitest'
import { renderRoutes } from '../../../tests/support/render-route'
import { AdminTable, FilterPills, statusColumn, viewColumn } from './admin-table'
import { Pager } from './list-parts'

type Row = { id: number; subject: string; status: 'new' | 'contacted' | 'closed' }
const all: Row[] = Array.from({ length: 7 }, (_, i) => ({
  id: i + 1,
  subject: `Message ${i + 1}`,
  status: i % 3 === 0 ? 'new' : i % 3 === 1 ? 'contacted' : 'closed',
}))
const PAGE_SIZE = 2
const statuses = ['new', 'contacted', 'closed'] as const

/** An admin list as the inboxes build it: the loader filters by ?status= and pages by ?page=. */
function loader({ request }: { request: Request }) {
  const url = new URL(request.url)
  const status = url.searchParams.get('status')
  const page = Number(url.searchParams.get('page') ?? 1)
  const filtered = all.filter((r) => !status || r.status === status)
  const counts = Object.fromEntries(statuses.map((s) => [s, all.filter((r) => r.status === s).length]))
  return {
    status,
    page,
    counts,
    rows: filtered.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    hasMore: filtered.length > page * PAGE_SIZE,
  }
}

function List() {
  const data = useLoaderData<typeof loader>()
  return (
    <>
      <FilterPills
        label="Status filter"
        param="status"
        current={data.status}
        values={statuses}
        counts={data.counts}
        name={(s) => `Status ${s}`}
        allLabel="All"
        testIdPrefix="filter"
      />
      <AdminTable
        rows={data.rows}
        testId="list"
        rowTestId="list-row"
        caption="Messages"
        columns={[
          { key: 'subject', header: 'Subject', cell: (r) => r.subject },
          statusColumn<Row>({
            list: 'submissions',
            header: 'Status',
            name: (s) => `Status ${s}`,
            testId: 'badge',
          }),
          viewColumn<Row>('Actions', 'View', (r) => `View ${r.subject}`),
        ]}
      />
      <Pager page={data.page} hasMore={data.hasMore} newer="Newer" older="Older" />
    </>
  )
}

const subjects = () =>
  screen.getAllByTestId('list-row').map((r) => within(r).getAllByRole('cell')[0]!.textContent)

describe('admin list parts: filter, table, status badge, pager', () => {
  it('the filter pills count, mark the current one and filter; the pager keeps the filter', async () => {
    const { user } = renderRoutes([{ path: '/admin/list', Component: List, loader }], { path: '/admin/list' })
    expect(await screen.findByRole('table', { name: 'Messages' })).toBeInTheDocument()
    expect(subjects()).toEqual(['Message 1', 'Message 2'])
    const nav = screen.getByRole('navigation', { name: 'Status filter' })
    expect(within(nav).getByTestId('filter-all')).toHaveTextContent('All (7)')
    expect(within(nav).getByTestId('filter-all')).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByTestId('filter-new')).toHaveTextContent('Status new (3)')
    expect(screen.queryByRole('link', { name: 'Newer' })).not.toBeInTheDocument()

    await user.click(within(nav).getByTestId('filter-new'))
    await screen.findByText('Message 4')
    expect(subjects()).toEqual(['Message 1', 'Message 4'])
    expect(within(nav).getByTestId('filter-new')).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByTestId('filter-all')).not.toHaveAttribute('aria-current')
    for (const badge of screen.getAllByTestId('badge')) {
      expect(badge).toHaveTextContent('Status new')
      expect(badge).toHaveClass('bg-amber-100')
    }

    const older = screen.getByRole('link', { name: 'Older' })
    expect(older).toHaveAttribute('href', '/admin/list?status=new&page=2')
    await user.click(older)
    await screen.findByText('Message 7')
    expect(subjects()).toEqual(['Message 7'])
    expect(screen.queryByRole('link', { name: 'Older' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Newer' })).toHaveAttribute(
      'href',
      '/admin/list?status=new&page=1',
    )
    // A filter drops the page: a new filter starts at its first page.
    expect(within(nav).getByTestId('filter-closed')).toHaveAttribute('href', '/admin/list?status=closed')
  })

  it('the table scrolls sideways in a region named by its caption that the keyboard reaches (issue #30 item 8)', async () => {
    renderRoutes([{ path: '/admin/list', Component: List, loader }], { path: '/admin/list' })
    const table = await screen.findByRole('table', { name: 'Messages' })
    const region = screen.getByRole('region', { name: 'Messages' })
    expect(region).toContainElement(table)
    expect(region).toHaveAttribute('tabindex', '0')
    expect(region).toHaveClass('overflow-x-auto')
  })

  it('each status has its colour; a view link opens the row by ?id= and keeps the filter', async () => {
    renderRoutes([{ path: '/admin/list', Component: List, loader }], { path: '/admin/list?status=closed' })
    await screen.findByText('Message 3')
    expect(screen.getAllByTestId('badge')[0]).toHaveClass('bg-slate-200')
    expect(screen.getByRole('link', { name: 'View Message 3' })).toHaveAttribute(
      'href',
      '/admin/list?status=closed&id=3',
    )
  })
})
