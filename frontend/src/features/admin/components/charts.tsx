/**
 * Small inline-SVG charts (no chart library is installed). Each renders at its container's pixel
 * width, so text stays readable on a phone, and carries a visually hidden table with the same
 * numbers for screen readers.
 */
import { useId } from 'react';
import { useElementWidth } from '../hooks/use-element-width';
import styles from './charts.module.css';

export interface ChartSeries {
  name: string;
  /** A CSS colour (a token, e.g. `var(--color-teal-600)`). */
  color: string;
  values: readonly number[];
}

interface CommonProps {
  /** One label per point, oldest first (also the tooltip heading). */
  labels: readonly string[];
  /** Accessible name, e.g. "Orders per day, last 30 days". */
  title: string;
  height?: number;
  formatValue?: (value: number) => string;
  /** Short axis labels (defaults to formatValue). */
  formatAxis?: (value: number) => string;
  /** Labels shown under the x axis, by index; others are skipped. Defaults to an even spread. */
  xTicks?: readonly number[];
}

const PAD = { top: 12, right: 8, bottom: 24, left: 48 };

/** A round upper bound for the y axis whose half is also round: 7 → 8, 13 → 20, 0 → 2. */
export function niceMax(value: number): number {
  if (!(value > 0)) return 2;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [2, 4, 6, 8, 10].find((n) => n * magnitude >= value) ?? 10;
  const nice = step * magnitude;
  return nice < 2 ? 2 : nice;
}

function spreadTicks(count: number, width: number): number[] {
  if (count === 0) return [];
  const room = Math.max(2, Math.floor(width / 72));
  const every = Math.max(1, Math.ceil((count - 1) / (room - 1)));
  const ticks: number[] = [];
  for (let i = 0; i < count; i += every) ticks.push(i);
  if (ticks[ticks.length - 1] !== count - 1 && count - 1 - ticks[ticks.length - 1]! >= every / 2) ticks.push(count - 1);
  return ticks;
}

const plain = (value: number) => value.toLocaleString('en-US');

function Axes({ width, height, max, formatAxis }: { width: number; height: number; max: number; formatAxis: (v: number) => string }) {
  const bottom = height - PAD.bottom;
  const plotHeight = bottom - PAD.top;
  return (
    <g aria-hidden="true">
      {[0, 0.5, 1].map((f) => {
        const y = bottom - f * plotHeight;
        return (
          <g key={f}>
            <line x1={PAD.left} x2={width - PAD.right} y1={y} y2={y} className={f === 0 ? styles.baseline : styles.grid} />
            <text x={PAD.left - 6} y={y} className={styles.axisLabel} textAnchor="end" dominantBaseline="middle">
              {formatAxis(max * f)}
            </text>
          </g>
        );
      })}
    </g>
  );
}

function XLabels({
  labels,
  ticks,
  x,
  height,
}: {
  labels: readonly string[];
  ticks: readonly number[];
  x: (i: number) => number;
  height: number;
}) {
  return (
    <g aria-hidden="true">
      {ticks.map((i, n) => (
        <text
          key={i}
          x={x(i)}
          y={height - 6}
          className={styles.axisLabel}
          textAnchor={n === 0 && ticks.length > 1 ? 'start' : n === ticks.length - 1 && ticks.length > 1 ? 'end' : 'middle'}
        >
          {labels[i]}
        </text>
      ))}
    </g>
  );
}

function DataTable({
  title,
  labels,
  series,
  formatValue,
}: {
  title: string;
  labels: readonly string[];
  series: readonly ChartSeries[];
  formatValue: (v: number) => string;
}) {
  return (
    <div className="visually-hidden">
      <table>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Point</th>
            {series.map((s) => (
              <th key={s.name} scope="col">
                {s.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {labels.map((label, i) => (
            <tr key={`${label}-${i}`}>
              <th scope="row">{label}</th>
              {series.map((s) => (
                <td key={s.name}>{formatValue(s.values[i] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Legend({ series }: { series: readonly ChartSeries[] }) {
  if (series.length < 2) return null;
  return (
    <ul className={styles.legend} aria-hidden="true">
      {series.map((s) => (
        <li key={s.name}>
          <span className={styles.swatch} style={{ background: s.color }} />
          {s.name}
        </li>
      ))}
    </ul>
  );
}

export interface BarChartProps extends CommonProps {
  /** Stacked bottom-up in this order. */
  series: readonly ChartSeries[];
}

/** Vertical bars, one per label; several series stack. Each bar has a tooltip with every value. */
export function BarChart({ labels, series, title, height = 180, formatValue = plain, formatAxis, xTicks }: BarChartProps) {
  const [ref, width] = useElementWidth<HTMLDivElement>(600);
  const count = labels.length;
  const totals = labels.map((_, i) => series.reduce((sum, s) => sum + Math.max(0, s.values[i] ?? 0), 0));
  const max = niceMax(Math.max(0, ...totals));
  const plotWidth = Math.max(1, width - PAD.left - PAD.right);
  const bottom = height - PAD.bottom;
  const plotHeight = bottom - PAD.top;
  const slot = count ? plotWidth / count : plotWidth;
  const gap = Math.min(4, slot * 0.25);
  const barWidth = Math.max(1, slot - gap);
  const x = (i: number) => PAD.left + i * slot + slot / 2;
  const ticks = xTicks ?? spreadTicks(count, plotWidth);

  return (
    <figure className={styles.figure} ref={ref}>
      <svg width={width} height={height} role="img" aria-label={title} className={styles.svg}>
        <Axes width={width} height={height} max={max} formatAxis={formatAxis ?? formatValue} />
        {labels.map((label, i) => {
          let y = bottom;
          return (
            <g key={`${label}-${i}`} data-testid="chart-bar" className={styles.bar}>
              <title>{`${label}: ${series.map((s) => `${series.length > 1 ? `${s.name} ` : ''}${formatValue(s.values[i] ?? 0)}`).join(', ')}`}</title>
              <rect x={PAD.left + i * slot} y={PAD.top} width={slot} height={plotHeight} className={styles.hit} />
              {series.map((s) => {
                const value = Math.max(0, s.values[i] ?? 0);
                if (!value) return null;
                const h = Math.max(1, (value / max) * plotHeight);
                y -= h;
                return (
                  <rect
                    key={s.name}
                    x={PAD.left + i * slot + gap / 2}
                    y={y}
                    width={barWidth}
                    height={h}
                    rx={Math.min(2, barWidth / 4)}
                    fill={s.color}
                  />
                );
              })}
            </g>
          );
        })}
        <XLabels labels={labels} ticks={ticks} x={x} height={height} />
      </svg>
      <Legend series={series} />
      <DataTable title={title} labels={labels} series={series} formatValue={formatValue} />
    </figure>
  );
}

export interface LineChartProps extends CommonProps {
  series: ChartSeries;
}

/** One series as a line over a soft area, with a dot and tooltip per point. */
export function LineChart({ labels, series, title, height = 180, formatValue = plain, formatAxis, xTicks }: LineChartProps) {
  const [ref, width] = useElementWidth<HTMLDivElement>(600);
  const gradientId = useId();
  const count = labels.length;
  const max = niceMax(Math.max(0, ...series.values));
  const plotWidth = Math.max(1, width - PAD.left - PAD.right);
  const bottom = height - PAD.bottom;
  const plotHeight = bottom - PAD.top;
  const x = (i: number) => PAD.left + (count > 1 ? (i / (count - 1)) * plotWidth : plotWidth / 2);
  const y = (v: number) => bottom - (Math.max(0, v) / max) * plotHeight;
  const points = labels.map((_, i) => `${x(i).toFixed(1)},${y(series.values[i] ?? 0).toFixed(1)}`);
  const ticks = xTicks ?? spreadTicks(count, plotWidth);

  return (
    <figure className={styles.figure} ref={ref}>
      <svg width={width} height={height} role="img" aria-label={title} className={styles.svg}>
        <defs>
          <linearGradient id={gradientId} x1="0" x2="0" y1="0" y2="1">
            <stop offset="0%" stopColor={series.color} stopOpacity={0.22} />
            <stop offset="100%" stopColor={series.color} stopOpacity={0} />
          </linearGradient>
        </defs>
        <Axes width={width} height={height} max={max} formatAxis={formatAxis ?? formatValue} />
        {count > 0 ? (
          <>
            <polygon
              points={`${x(0).toFixed(1)},${bottom} ${points.join(' ')} ${x(count - 1).toFixed(1)},${bottom}`}
              fill={`url(#${gradientId})`}
            />
            <polyline
              points={points.join(' ')}
              fill="none"
              stroke={series.color}
              strokeWidth={2}
              strokeLinejoin="round"
              strokeLinecap="round"
            />
          </>
        ) : null}
        {labels.map((label, i) => (
          <g key={`${label}-${i}`} data-testid="chart-point" className={styles.point}>
            <title>{`${label}: ${formatValue(series.values[i] ?? 0)}`}</title>
            <rect
              x={x(i) - plotWidth / Math.max(1, count) / 2}
              y={PAD.top}
              width={plotWidth / Math.max(1, count)}
              height={plotHeight}
              className={styles.hit}
            />
            <circle cx={x(i)} cy={y(series.values[i] ?? 0)} r={count > 40 ? 0 : 2.5} fill={series.color} />
          </g>
        ))}
        <XLabels labels={labels} ticks={ticks} x={x} height={height} />
      </svg>
      <DataTable title={title} labels={labels} series={[series]} formatValue={formatValue} />
    </figure>
  );
}
