import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

/**
 * The recharts drawings, loaded lazily by the analytics view so the chart library never joins a
 * bundle before an instructor opens a course's analytics. Each is decorative for assistive
 * technology (its parent is aria-hidden; the table beside it carries the figures), so recharts'
 * keyboard layer is off and nothing inside can take focus.
 */

const axis = { stroke: 'var(--border)', tick: { fill: 'var(--muted-foreground)', fontSize: 12 } };
const tooltip = {
  contentStyle: { background: 'var(--surface)', border: '1px solid var(--border)', borderRadius: 8, fontSize: 12 },
  labelStyle: { color: 'var(--foreground)' },
  itemStyle: { color: 'var(--foreground)' },
};

export type EnrollmentDatum = { label: string; count: number; total: number };

export function EnrollmentsChart({
  data,
  countLabel,
  totalLabel,
}: {
  data: EnrollmentDatum[];
  countLabel: string;
  totalLabel: string;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" {...axis} minTickGap={24} />
        <YAxis yAxisId="count" allowDecimals={false} {...axis} />
        <YAxis yAxisId="total" orientation="right" allowDecimals={false} {...axis} />
        <Tooltip {...tooltip} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Bar
          yAxisId="count"
          dataKey="count"
          name={countLabel}
          fill="var(--primary)"
          fillOpacity={0.45}
          isAnimationActive={false}
        />
        <Line
          yAxisId="total"
          dataKey="total"
          name={totalLabel}
          type="monotone"
          stroke="var(--primary)"
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}

export type BarDatum = { label: string; value: number };

/**
 * Horizontal bars, one per row: the completion funnel (learners) or the pass rates, whose values are
 * whole percents written by `percent` (in the reader's language).
 */
export function HorizontalBars({
  data,
  name,
  percent,
}: {
  data: BarDatum[];
  name: string;
  percent?: (value: number) => string;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={data}
        layout="vertical"
        accessibilityLayer={false}
        margin={{ top: 8, right: 16, bottom: 0, left: 8 }}
      >
        <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" horizontal={false} />
        <XAxis
          type="number"
          allowDecimals={false}
          {...axis}
          {...(percent ? { domain: [0, 100], tickFormatter: (v: number) => percent(v) } : {})}
        />
        <YAxis type="category" dataKey="label" width={120} {...axis} />
        <Tooltip {...tooltip} formatter={(v) => (percent ? percent(Number(v)) : String(v))} />
        <Bar dataKey="value" name={name} fill="var(--primary)" radius={[0, 4, 4, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
