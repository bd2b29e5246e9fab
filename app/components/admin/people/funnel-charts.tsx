import { useId } from 'react'

/**
 * The funnel's charts (issue #34): SVG drawn on the server, no charting library, each an image with
 * its name (role="img", <title>) beside a table of the same numbers (the table is what a screen
 * reader reads in full). Staff pages only: nothing here reaches a public page's bundle.
 */

const BAR_COLOURS = ['#1d4ed8', '#0f766e', '#b45309', '#7c3aed', '#be123c']

/** Horizontal bars: one per row, its label left of it and its value at its end. */
export function HorizontalBars(props: {
  label: string
  bars: ReadonlyArray<{ label: string; value: number; valueText: string }>
  testId?: string
}) {
  const titleId = useId()
  const rowHeight = 28
  const labelWidth = 170
  const width = 560
  const barSpace = width - labelWidth - 70
  const max = Math.max(1, ...props.bars.map((b) => b.value))
  const height = props.bars.length * rowHeight + 8
  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      viewBox={`0 0 ${width} ${height}`}
      className="h-auto w-full max-w-xl"
      data-testid={props.testId}
    >
      <title id={titleId}>{props.label}</title>
      {props.bars.map((bar, i) => {
        const y = i * rowHeight + 4
        const w = Math.round((bar.value / max) * barSpace)
        return (
          <g key={bar.label}>
            <text x={labelWidth - 8} y={y + 17} textAnchor="end" fontSize="13" fill="#1e293b">
              {bar.label}
            </text>
            <rect x={labelWidth} y={y + 4} width={w} height={rowHeight - 10} fill={BAR_COLOURS[i % 5]} />
            <text x={labelWidth + w + 6} y={y + 17} fontSize="13" fill="#1e293b">
              {bar.valueText}
            </text>
          </g>
        )
      })}
    </svg>
  )
}

/** Grouped vertical bars: a group per period, a bar per series, with the series' legend. */
export function PeriodBars(props: {
  label: string
  periods: readonly string[]
  series: ReadonlyArray<{ name: string; values: readonly number[] }>
  testId?: string
}) {
  const titleId = useId()
  const width = 760
  const chartHeight = 180
  const top = 10
  const left = 36
  const groupWidth = (width - left) / Math.max(1, props.periods.length)
  const barWidth = Math.max(2, (groupWidth - 6) / Math.max(1, props.series.length))
  const max = Math.max(1, ...props.series.flatMap((s) => s.values))
  const legendY = top + chartHeight + 44
  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      viewBox={`0 0 ${width} ${legendY + 20}`}
      className="h-auto w-full"
      data-testid={props.testId}
    >
      <title id={titleId}>{props.label}</title>
      <line x1={left} y1={top + chartHeight} x2={width} y2={top + chartHeight} stroke="#64748b" />
      <text x={left - 6} y={top + 10} textAnchor="end" fontSize="11" fill="#334155">
        {max}
      </text>
      <text x={left - 6} y={top + chartHeight} textAnchor="end" fontSize="11" fill="#334155">
        0
      </text>
      {props.periods.map((period, p) => {
        const x0 = left + p * groupWidth + 3
        return (
          <g key={period}>
            {props.series.map((s, i) => {
              const h = Math.round(((s.values[p] ?? 0) / max) * chartHeight)
              return (
                <rect
                  key={s.name}
                  x={x0 + i * barWidth}
                  y={top + chartHeight - h}
                  width={barWidth - 1}
                  height={h}
                  fill={BAR_COLOURS[i % 5]}
                />
              )
            })}
            <text
              x={x0 + groupWidth / 2}
              y={top + chartHeight + 16}
              textAnchor="middle"
              fontSize="10"
              fill="#334155"
            >
              {period.slice(5)}
            </text>
          </g>
        )
      })}
      {props.series.map((s, i) => (
        <g key={s.name}>
          <rect x={left + i * 145} y={legendY - 10} width="12" height="12" fill={BAR_COLOURS[i % 5]} />
          <text x={left + i * 145 + 16} y={legendY} fontSize="12" fill="#1e293b">
            {s.name}
          </text>
        </g>
      ))}
    </svg>
  )
}
