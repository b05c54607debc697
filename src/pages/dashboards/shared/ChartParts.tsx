/**
 * The three chart shapes every dashboard draws (recharts), sized so nothing is clipped from
 * a phone (390 px) to a wide screen: a donut whose radii follow its box and whose slice
 * labels stay inside it, horizontal bars for rankings, and columns over months. The legend
 * is an HTML list under the chart (it wraps instead of overlapping the drawing) and carries
 * every figure, so small slices are readable even where their label is left out.
 */
import { Box, useMediaQuery, useTheme } from '@mui/material';
import { Bar, BarChart, CartesianGrid, Cell, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis, type PieLabelRenderProps } from 'recharts';

export interface LegendItem {
  label: string;
  color: string;
  value?: number;
}

/** The series or slices of a chart, with their figure when given. */
export function ChartLegend({ items, label }: { items: LegendItem[]; label: string }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, mt: 1, p: 0, display: 'flex', flexWrap: 'wrap', justifyContent: 'center', columnGap: 2, rowGap: 0.5 }}>
      {items.map((item) => (
        <Box component="li" key={item.label} sx={{ display: 'flex', alignItems: 'center', gap: 0.75, typography: 'body2', color: 'text.primary' }}>
          <Box component="span" aria-hidden sx={{ width: 12, height: 12, borderRadius: '2px', bgcolor: item.color, flexShrink: 0 }} />
          {item.value === undefined ? item.label : `${item.label}: ${item.value}`}
        </Box>
      ))}
    </Box>
  );
}

const RADIAN = Math.PI / 180;
/** Slices under this share get no label on the drawing (their figure is in the legend). */
const MIN_LABELLED_SHARE = 0.04;

export interface Slice {
  label: string;
  count: number;
  color: string;
}

export function DonutChart({ slices, label, height = 240 }: { slices: Slice[]; label: string; height?: number }) {
  const theme = useTheme();
  const text = theme.palette.text.primary;
  // The label sits just outside the ring; radii in % of the box keep ring + label inside it.
  const renderLabel = ({ cx, cy, midAngle, outerRadius, percent, value }: PieLabelRenderProps) => {
    if ((percent ?? 0) < MIN_LABELLED_SHARE) return null;
    const radius = Number(outerRadius) + 12;
    const x = Number(cx) + radius * Math.cos(-(midAngle ?? 0) * RADIAN);
    const y = Number(cy) + radius * Math.sin(-(midAngle ?? 0) * RADIAN);
    return (
      <text x={x} y={y} fill={text} fontSize={13} textAnchor={x >= Number(cx) ? 'start' : 'end'} dominantBaseline="central">
        {value}
      </text>
    );
  };
  return (
    <>
      <ResponsiveContainer width="100%" height={height}>
        <PieChart margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
          <Pie data={slices} dataKey="count" nameKey="label" innerRadius="48%" outerRadius="74%" paddingAngle={2} isAnimationActive={false} label={renderLabel} labelLine={false}>
            {slices.map((s) => <Cell key={s.label} fill={s.color} />)}
          </Pie>
          <Tooltip />
        </PieChart>
      </ResponsiveContainer>
      <ChartLegend label={label} items={slices.map((s) => ({ label: s.label, color: s.color, value: s.count }))} />
    </>
  );
}

/** A category label cut to fit the axis on narrow screens (the tooltip shows it whole). */
function shortLabel(label: string, max: number): string {
  return label.length > max ? `${label.slice(0, max - 1)}…` : label;
}

export interface BarRow {
  label: string;
  count: number;
}

/** Horizontal bars, one a category, longest labels shortened on a phone. */
export function HorizontalBars({ rows, valueLabel, labelWidth = 150 }: { rows: BarRow[]; valueLabel: string; labelWidth?: number }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const text = theme.palette.text.secondary;
  const width = phone ? Math.min(labelWidth, 110) : labelWidth;
  return (
    <ResponsiveContainer width="100%" height={Math.max(220, rows.length * 32)}>
      <BarChart data={rows} layout="vertical" margin={{ top: 4, left: 8, right: 24, bottom: 4 }}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} stroke={text} />
        <YAxis type="category" dataKey="label" width={width} stroke={text} tick={{ fontSize: 12 }} tickFormatter={(value: string) => shortLabel(String(value), phone ? 18 : 28)} />
        <Tooltip formatter={(value) => [value, valueLabel]} />
        <Bar dataKey="count" name={valueLabel} fill={theme.palette.primary.main} radius={[0, 4, 4, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

export interface ColumnSeries {
  key: string;
  name: string;
  color: string;
}

/** Columns over months (or any short ordered labels), with the legend under the chart when there are several series. */
export function MonthColumns<T extends { label: string }>({ rows, series, height = 280 }: { rows: T[]; series: ColumnSeries[]; height?: number }) {
  const theme = useTheme();
  const text = theme.palette.text.secondary;
  return (
    <>
      <ResponsiveContainer width="100%" height={height}>
        <BarChart data={rows} margin={{ top: 8, left: 0, right: 28, bottom: 4 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" stroke={text} tick={{ fontSize: 12 }} interval="preserveStartEnd" minTickGap={8} />
          <YAxis allowDecimals={false} stroke={text} width={40} />
          <Tooltip />
          {series.map((s) => <Bar key={s.key} dataKey={s.key} name={s.name} fill={s.color} radius={[3, 3, 0, 0]} isAnimationActive={false} />)}
        </BarChart>
      </ResponsiveContainer>
      {series.length > 1 && <ChartLegend label={series.map((s) => s.name).join(', ')} items={series.map((s) => ({ label: s.name, color: s.color }))} />}
    </>
  );
}
