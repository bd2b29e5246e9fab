import {
  Component,
  createContext,
  lazy,
  Suspense,
  useContext,
  type ComponentType,
  type CSSProperties,
  type ReactNode,
} from 'react'

/**
 * Where a Leaflet map sits on a page (issue #43: one boundary and fallback for every map). The map
 * module is loaded lazily (`lazyMap`); until the slot is `shown` (near the viewport, or hydrated)
 * and while the module downloads, the slot shows `loading`; when the download fails or the map
 * throws while running, it shows `unavailable` instead, and the rest of the page keeps working.
 */

const UnavailableNote = createContext<ReactNode>(null)

function UnavailableHere() {
  return <>{useContext(UnavailableNote)}</>
}

/**
 * A map component loaded on first render. A failed download resolves to the slot's `unavailable`
 * note instead of throwing: a lazy module that failed is not tried again on this page anyway.
 */
export function lazyMap<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => {
    try {
      return await load()
    } catch {
      return { default: (_props: P) => <UnavailableHere /> }
    }
  })
}

/** A map that fails while running (not only while loading) leaves the note, not a broken page. */
class MapBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}

export function MapSlot(props: {
  /** Render the map now; until then `loading` holds its place. */
  shown: boolean
  loading: ReactNode
  unavailable: ReactNode
  /** The map, an element of a `lazyMap` component. */
  children: ReactNode
}) {
  return (
    <UnavailableNote.Provider value={props.unavailable}>
      <MapBoundary fallback={props.unavailable}>
        {props.shown ? <Suspense fallback={props.loading}>{props.children}</Suspense> : props.loading}
      </MapBoundary>
    </UnavailableNote.Provider>
  )
}

/** The map's place while it loads: its height, a pulse, and `label` for screen readers. */
export function MapPlaceholder({
  label,
  height,
  testId = 'map-placeholder',
}: {
  label: string
  height: CSSProperties['height']
  testId?: string
}) {
  return (
    <div
      role="status"
      className="w-full rounded-xl bg-slate-200 motion-safe:animate-pulse"
      style={{ height }}
      data-testid={testId}
    >
      <span className="sr-only">{label}</span>
    </div>
  )
}

/** What stays when the map cannot show: `message`, and `note` under it when there is more to say. */
export function MapUnavailable({ message, note }: { message: string; note?: string }) {
  return (
    <div
      role="status"
      className="rounded-xl border border-slate-300 bg-slate-50 px-4 py-6 text-center text-slate-700"
      data-testid="map-unavailable"
    >
      <p className={note ? 'font-semibold' : undefined}>{message}</p>
      {note ? <p className="mt-1 text-sm">{note}</p> : null}
    </div>
  )
}
