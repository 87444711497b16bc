import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';

/** One point of a chart: its day (YYYY-MM-DD) and its value. */
export interface ChartPoint {
  day: string;
  value: number;
}

const WIDTH = 640;
const HEIGHT = 180;
const MARGIN = { top: 12, right: 12, bottom: 8, left: 36 };
const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;

/** The y scale's ticks: 0, the middle and the top, whole numbers. */
function ticks(max: number): number[] {
  const top = Math.max(1, max);
  return [...new Set([0, Math.round(top / 2), top])];
}

function Axes({ max, y }: { max: number; y: (value: number) => number }) {
  return (
    <g className="analytics-chart__axes">
      {ticks(max).map((tick) => (
        <g key={tick}>
          <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y(tick)} y2={y(tick)} className="analytics-chart__grid" />
          <text x={MARGIN.left - 6} y={y(tick)} dy="0.32em" textAnchor="end">
            {tick}
          </text>
        </g>
      ))}
    </g>
  );
}

/** The first and the last day under a chart, in `<time>`s (HTML, so the day names follow the page's language). */
function DaySpan({ points, dayName }: { points: ChartPoint[]; dayName: (day: string) => string }) {
  const first = points[0]?.day;
  const last = points.at(-1)?.day;
  if (!first || !last) return null;
  return (
    <p className="analytics-chart__days" aria-hidden="true">
      <time dateTime={first}>{dayName(first)}</time>
      <time dateTime={last}>{dayName(last)}</time>
    </p>
  );
}

/**
 * A line over the days (growth: followers or members at each day's end), drawn with visx. The SVG is one image with
 * a summary for screen readers (`label`); the table under it holds every figure.
 */
export function LineChart({ points, label, dayName }: { points: ChartPoint[]; label: string; dayName: (day: string) => string }) {
  const max = Math.max(0, ...points.map((point) => point.value));
  const x = scaleLinear<number>({ domain: [0, Math.max(1, points.length - 1)], range: [MARGIN.left, WIDTH - MARGIN.right] });
  const y = scaleLinear<number>({ domain: [0, Math.max(1, max)], range: [MARGIN.top + innerHeight, MARGIN.top], nice: true });
  return (
    <figure className="analytics-chart__figure">
      <svg className="analytics-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label}>
        <Axes max={max} y={(value) => y(value)} />
        <LinePath<ChartPoint>
          data={points}
          x={(_point, index) => x(index)}
          y={(point) => y(point.value)}
          className="analytics-chart__line"
          strokeWidth={2.5}
          fill="none"
        />
      </svg>
      <DaySpan points={points} dayName={dayName} />
    </figure>
  );
}

/** Bars over the days (post impressions a day), drawn with visx; one image with a summary, the table under it. */
export function BarChart({ points, label, dayName }: { points: ChartPoint[]; label: string; dayName: (day: string) => string }) {
  const max = Math.max(0, ...points.map((point) => point.value));
  const x = scaleBand<string>({ domain: points.map((point) => point.day), range: [MARGIN.left, WIDTH - MARGIN.right], padding: 0.2 });
  const y = scaleLinear<number>({ domain: [0, Math.max(1, max)], range: [MARGIN.top + innerHeight, MARGIN.top], nice: true });
  return (
    <figure className="analytics-chart__figure">
      <svg className="analytics-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label}>
        <Axes max={max} y={(value) => y(value)} />
        {points.map((point) => {
          const top = y(point.value);
          return (
            <Bar
              key={point.day}
              className="analytics-chart__bar"
              x={x(point.day) ?? 0}
              y={top}
              width={Math.max(1, x.bandwidth())}
              height={Math.max(0, MARGIN.top + innerHeight - top)}
            />
          );
        })}
      </svg>
      <DaySpan points={points} dayName={dayName} />
    </figure>
  );
}
