import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lazyMap, MapPlaceholder, MapSlot, MapUnavailable } from './map-slot'

const loading = <MapPlaceholder label="Loading the map" height={300} />
const unavailable = <MapUnavailable message="The map is unavailable" note="The list still works." />

function Broken(): never {
  throw new Error('Leaflet failed')
}

describe('the map slot', () => {
  afterEach(() => vi.restoreAllMocks())

  it('holds the map’s place until it is shown', () => {
    const load = vi.fn(async () => ({ default: () => <p>the map</p> }))
    const Map = lazyMap(load)
    render(
      <MapSlot shown={false} loading={loading} unavailable={unavailable}>
        <Map />
      </MapSlot>,
    )
    const placeholder = screen.getByTestId('map-placeholder')
    expect(placeholder).toHaveAttribute('role', 'status')
    expect(placeholder).toHaveTextContent('Loading the map')
    expect(placeholder).toHaveStyle({ height: '300px' })
    expect(load).not.toHaveBeenCalled()
  })

  it('shows the map once it has loaded', async () => {
    const Map = lazyMap(async () => ({ default: ({ name }: { name: string }) => <p>the map of {name}</p> }))
    render(
      <MapSlot shown loading={loading} unavailable={unavailable}>
        <Map name="Miami" />
      </MapSlot>,
    )
    expect(await screen.findByText('the map of Miami')).toBeInTheDocument()
    expect(screen.queryByTestId('map-placeholder')).toBeNull()
    expect(screen.queryByTestId('map-unavailable')).toBeNull()
  })

  it('leaves the unavailable note when the map’s module does not download', async () => {
    const Map = lazyMap<object>(() => Promise.reject(new Error('chunk failed')))
    render(
      <MapSlot shown loading={loading} unavailable={unavailable}>
        <Map />
      </MapSlot>,
    )
    const note = await screen.findByTestId('map-unavailable')
    expect(note).toHaveAttribute('role', 'status')
    expect(note).toHaveTextContent('The map is unavailable')
    expect(note).toHaveTextContent('The list still works.')
    expect(screen.queryByTestId('map-placeholder')).toBeNull()
  })

  it('leaves the unavailable note, and the page around it, when the map fails while running', () => {
    // React reports the error it caught; the boundary is what is under test.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <>
        <p>the cards</p>
        <MapSlot shown loading={loading} unavailable={unavailable}>
          <Broken />
        </MapSlot>
      </>,
    )
    expect(screen.getByTestId('map-unavailable')).toHaveTextContent('The map is unavailable')
    expect(screen.getByText('the cards')).toBeInTheDocument()
  })

  it('can leave nothing where a form works without its map', async () => {
    const Map = lazyMap<object>(() => Promise.reject(new Error('chunk failed')))
    const { container } = render(
      <MapSlot shown loading={loading} unavailable={null}>
        <Map />
      </MapSlot>,
    )
    await vi.waitFor(() => expect(screen.queryByTestId('map-placeholder')).toBeNull())
    expect(container).toBeEmptyDOMElement()
  })
})
