import { Bar, BarChart, CartesianGrid, Cell, LabelList, Tooltip, XAxis, YAxis } from 'recharts';
import { axisTick, chartColours } from './chart-theme';

export type Column = {
  key: string;
  tick: string;
  label: string;
  value: number;
  display: string;
  colour?: string;
};

/**
 * Counts as columns (assessments per period, per score band, per risk level), each labelled with its
 * value. Children of the chart are never wrapped in fragments: recharts finds them with react-is, whose
 * hoisted copy (17) does not recognise React 19's fragments.
 */
export function ColumnChart({
  columns,
  valueName,
  hasEveryTick = false,
}: {
  columns: readonly Column[];
  valueName: string;
  /** Every column named on the axis (categories), rather than as many as fit (an ordered scale). */
  hasEveryTick?: boolean;
}) {
  return (
    <BarChart
      data={[...columns]}
      responsive
      style={{ width: '100%', height: 240 }}
      margin={{ top: 24, right: 8, bottom: 4, left: 0 }}
      accessibilityLayer={false}
    >
      <CartesianGrid stroke={chartColours.grid} vertical={false} />
      <XAxis
        dataKey="tick"
        tick={axisTick}
        tickLine={false}
        axisLine={{ stroke: chartColours.axis }}
        interval={hasEveryTick ? 0 : 'preserveStartEnd'}
        minTickGap={4}
      />
      <YAxis allowDecimals={false} tick={axisTick} width={40} axisLine={false} tickLine={false} />
      <Tooltip
        cursor={{ fill: '#eef3ff' }}
        labelFormatter={(_, payload) => payload[0]?.payload.label ?? ''}
        formatter={(_, __, item) => [item.payload.display, valueName]}
      />
      <Bar
        dataKey="value"
        fill={chartColours.mark}
        radius={[4, 4, 0, 0]}
        maxBarSize={56}
        isAnimationActive={false}
      >
        {columns.map((column) => (
          <Cell key={column.key} fill={column.colour ?? chartColours.mark} />
        ))}
        <LabelList dataKey="display" position="top" fill={chartColours.ink} fontSize={12} fontWeight={600} />
      </Bar>
    </BarChart>
  );
}
