import { CartesianGrid, LabelList, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { axisTick, chartColours, useIsWide } from './chart-theme';

export type LinePoint = { key: string; tick: string; label: string; value: number | null; display: string };

// Above this many points the value labels would collide; the table and the tooltip still carry them.
const maxLabelledPoints = { wide: 12, narrow: 6 };

// A point is a ring of radius 4 px drawn 2.5 px thick: its value sits this far above its centre, clear of it
// (recharts' default of 5 px put the digits on the ring, which showed most on a chart of one point).
const dot = { radius: 4, ring: 2.5 };
const labelOffset = dot.radius + dot.ring + 4;

/** A score (0-100) over time: the average of a period, or each of the user's reports. */
export function TrendLineChart({ points, valueName }: { points: readonly LinePoint[]; valueName: string }) {
  const isWide = useIsWide();
  return (
    <LineChart
      data={[...points]}
      responsive
      style={{ width: '100%', height: 240 }}
      // Room above the top line for the value of a point at 100.
      margin={{ top: 28, right: 16, bottom: 4, left: 8 }}
      // The drawing is hidden from assistive technology (the summary and the table speak for it), so it
      // must not take keyboard focus either.
      accessibilityLayer={false}
    >
      <CartesianGrid stroke={chartColours.grid} vertical={false} />
      <XAxis
        dataKey="tick"
        tick={axisTick}
        tickLine={false}
        axisLine={{ stroke: chartColours.axis }}
        interval="preserveStartEnd"
        minTickGap={12}
      />
      <YAxis
        domain={[0, 100]}
        ticks={[0, 25, 50, 75, 100]}
        tick={axisTick}
        width={32}
        axisLine={false}
        tickLine={false}
      />
      <Tooltip
        labelFormatter={(_, payload) => payload[0]?.payload.label ?? ''}
        formatter={(_, __, item) => [item.payload.display, valueName]}
      />
      <Line
        type="linear"
        dataKey="value"
        stroke={chartColours.mark}
        strokeWidth={2.5}
        dot={{ r: dot.radius, fill: '#ffffff', stroke: chartColours.mark, strokeWidth: dot.ring }}
        connectNulls
        isAnimationActive={false}
      >
        {points.length <= maxLabelledPoints[isWide ? 'wide' : 'narrow'] && (
          <LabelList
            dataKey="display"
            position="top"
            offset={labelOffset}
            fill={chartColours.ink}
            fontSize={12}
            fontWeight={600}
          />
        )}
      </Line>
    </LineChart>
  );
}
