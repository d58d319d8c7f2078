import { CartesianGrid, LabelList, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { axisTick, chartColours, useIsWide } from './chart-theme';

export type LinePoint = { key: string; tick: string; label: string; value: number | null; display: string };

// Above this many points the value labels would collide; the table and the tooltip still carry them.
const maxLabelledPoints = { wide: 12, narrow: 6 };

/** A score (0-100) over time: the average of a period, or each of the user's reports. */
export function TrendLineChart({ points, valueName }: { points: readonly LinePoint[]; valueName: string }) {
  const isWide = useIsWide();
  return (
    <LineChart
      data={[...points]}
      responsive
      style={{ width: '100%', height: 240 }}
      margin={{ top: 24, right: 16, bottom: 4, left: 8 }}
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
        dot={{ r: 4, fill: '#ffffff', stroke: chartColours.mark, strokeWidth: 2.5 }}
        connectNulls
        isAnimationActive={false}
      >
        {points.length <= maxLabelledPoints[isWide ? 'wide' : 'narrow'] && (
          <LabelList
            dataKey="display"
            position="top"
            fill={chartColours.ink}
            fontSize={12}
            fontWeight={600}
          />
        )}
      </Line>
    </LineChart>
  );
}
