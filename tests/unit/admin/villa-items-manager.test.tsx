import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HelpCircle } from 'lucide-react'
import { describe, expect, it } from 'vitest'
import { VillaItemsManager } from '@/features/admin/layout/components/villa-items-manager'

// The FAQ and review screens' shared piece: loading, error with a retry, empty, then the list,
// always beside the add form.

type Item = { id: string; text: string }

function Manager({ load }: { load: () => Promise<Item[]> }) {
  const items = useQuery({ queryKey: ['items'], queryFn: load })
  return (
    <VillaItemsManager
      items={items}
      texts={{
        loading: 'Loading FAQs...',
        error: 'Failed to fetch FAQs',
        emptyTitle: 'No FAQs yet',
        emptyDescription: 'Add the first question guests ask about Villa Azur.',
        section: 'FAQ list',
        list: 'FAQs of Villa Azur',
      }}
      emptyIcon={HelpCircle}
      renderItem={(item) => <p>{item.text}</p>}
      addForm={<form aria-label="Add FAQ" />}
      asideClassName="lg:grid-cols-[minmax(0,1fr)_22rem]"
    />
  )
}

function renderManager(load: () => Promise<Item[]>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <Manager load={load} />
    </QueryClientProvider>,
  )
}

describe('VillaItemsManager', () => {
  it('says it is loading, beside the add form', () => {
    renderManager(() => new Promise(() => {}))
    expect(screen.getByText('Loading FAQs...')).toBeInTheDocument()
    expect(screen.getByRole('form', { name: 'Add FAQ' })).toBeInTheDocument()
  })

  it('lists the items in the order given', async () => {
    renderManager(async () => [
      { id: 'a', text: 'Is there parking?' },
      { id: 'b', text: 'Is the pool heated?' },
    ])
    const list = await screen.findByRole('list', { name: 'FAQs of Villa Azur' })
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Is there parking?',
      'Is the pool heated?',
    ])
  })

  it('invites the first item when there is none', async () => {
    renderManager(async () => [])
    expect(await screen.findByText('No FAQs yet')).toBeInTheDocument()
    expect(
      screen.getByText('Add the first question guests ask about Villa Azur.'),
    ).toBeInTheDocument()
  })

  it('says the list failed and loads it again on Try again', async () => {
    let calls = 0
    renderManager(async () => {
      calls += 1
      if (calls === 1) throw new Error('down')
      return [{ id: 'a', text: 'Is there parking?' }]
    })
    expect(await screen.findByText('Failed to fetch FAQs')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: /try again/i }))
    expect(await screen.findByText('Is there parking?')).toBeInTheDocument()
  })
})
