import type { Registry } from 'prom-client';

/**
 * The process's Prometheus metrics (docs/observability.md). Modules record through the small functions below
 * (`observeRequest`, `observeQuery`, `countMail`, `countPush`, `registerGauge`): plain counters in memory, a few
 * nanoseconds each. prom-client is loaded on the first scrape only (`renderMetrics`): it serves the registry, the text
 * format and Node's default process metrics, and its load (tens of milliseconds) stays out of the server's start.
 * One process keeps one set of metrics, whatever number of servers it runs (tests run several).
 */

export type Labels = Record<string, string>;

/** One value of a gauge: its labels (none for a plain number) and the value now. */
export interface GaugeSample {
  labels?: Labels;
  value: number;
}

/** What prom-client's registry reads of a metric (its `get()`), the shape its own metrics answer. */
interface MetricValue {
  value: number;
  labels: Labels;
  metricName?: string;
}
interface CollectedMetric {
  name: string;
  help: string;
  type: 'counter' | 'gauge' | 'histogram';
  values: MetricValue[];
  aggregator: 'sum';
}
interface RegistrableMetric {
  name: string;
  help: string;
  type: CollectedMetric['type'];
  aggregator: 'sum';
  get(): Promise<CollectedMetric>;
}

/** HTTP answer times, seconds: prom-client's default buckets. */
export const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** SQL statement times, seconds: most take under a millisecond on PGlite. */
export const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/** One label set of a histogram: a count per bucket (not cumulative; summed when collected), the sum and the count. */
export class HistogramSeries {
  readonly counts: number[];
  sum = 0;
  count = 0;

  constructor(
    readonly labels: Labels,
    private readonly buckets: readonly number[],
  ) {
    this.counts = new Array<number>(buckets.length).fill(0);
  }

  observe(seconds: number): void {
    this.sum += seconds;
    this.count += 1;
    const { buckets } = this;
    for (let index = 0; index < buckets.length; index++) {
      if (seconds <= (buckets[index] as number)) {
        (this.counts[index] as number) += 1;
        return;
      }
    }
  }
}

class Histogram implements RegistrableMetric {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  readonly series = new Map<string, HistogramSeries>();

  constructor(
    readonly name: string,
    readonly help: string,
    readonly buckets: readonly number[],
  ) {}

  /** The series of a label set, `key` naming it (the label values joined). */
  seriesOf(key: string, labels: () => Labels): HistogramSeries {
    let series = this.series.get(key);
    if (!series) {
      series = new HistogramSeries(labels(), this.buckets);
      this.series.set(key, series);
    }
    return series;
  }

  async get(): Promise<CollectedMetric> {
    const values: MetricValue[] = [];
    for (const series of this.series.values()) {
      let cumulative = 0;
      this.buckets.forEach((bound, index) => {
        cumulative += series.counts[index] as number;
        values.push({ metricName: `${this.name}_bucket`, labels: { ...series.labels, le: String(bound) }, value: cumulative });
      });
      values.push({ metricName: `${this.name}_bucket`, labels: { ...series.labels, le: '+Inf' }, value: series.count });
      values.push({ metricName: `${this.name}_sum`, labels: series.labels, value: series.sum });
      values.push({ metricName: `${this.name}_count`, labels: series.labels, value: series.count });
    }
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }
}

class Counter implements RegistrableMetric {
  readonly type = 'counter';
  readonly aggregator = 'sum';
  readonly counts = new Map<string, MetricValue>();

  constructor(
    readonly name: string,
    readonly help: string,
  ) {}

  inc(key: string, labels: () => Labels, by = 1): void {
    const count = this.counts.get(key);
    if (count) count.value += by;
    else this.counts.set(key, { labels: labels(), value: by });
  }

  async get(): Promise<CollectedMetric> {
    const values = [...this.counts.values()].map(({ labels, value }) => ({ labels, value }));
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }
}

/** What a gauge's collector answers: a number, or samples with labels; at once or as a promise (a database count). */
export type GaugeValue = number | GaugeSample[];
export type GaugeCollector = () => GaugeValue | Promise<GaugeValue>;

/**
 * A gauge read when scraped from the collectors registered under its name; their samples add up per label set. A
 * collector that throws (its database is down) is left out of that scrape rather than failing it.
 */
class CollectedGauge implements RegistrableMetric {
  readonly type = 'gauge';
  readonly aggregator = 'sum';
  readonly collectors = new Set<GaugeCollector>();

  constructor(
    readonly name: string,
    readonly help: string,
  ) {}

  async get(): Promise<CollectedMetric> {
    const values = new Map<string, MetricValue>();
    const collected = await Promise.all(
      [...this.collectors].map((collect) =>
        Promise.resolve()
          .then(collect)
          .catch(() => []),
      ),
    );
    for (const value of collected) {
      const samples = typeof value === 'number' ? [{ value }] : value;
      for (const { labels = {}, value: sampleValue } of samples) {
        const key = JSON.stringify(labels);
        const sum = values.get(key);
        if (sum) sum.value += sampleValue;
        else values.set(key, { labels, value: sampleValue });
      }
    }
    return { name: this.name, help: this.help, type: this.type, values: [...values.values()], aggregator: this.aggregator };
  }
}

const requestDurations = new Histogram(
  'http_request_duration_seconds',
  'Time from a request’s arrival to its answer, by method, route pattern and status.',
  REQUEST_BUCKETS,
);
const requestCounts = new Counter('http_requests_total', 'Requests answered, by method, route pattern and status.');
const queryDurations = new Histogram(
  'dealgrow_db_query_duration_seconds',
  'Time an SQL statement (or a whole transaction) took, by database engine and kind.',
  QUERY_BUCKETS,
);
const mails = new Counter('dealgrow_mail_deliveries_total', 'E-mails handed to the SMTP server (sent) or not (failed, per attempt).');
const pushes = new Counter(
  'dealgrow_push_deliveries_total',
  'Web Push messages accepted by a push service (sent), refused (failed) or for a gone subscription.',
);
const gauges = new Map<string, CollectedGauge>();
const own: RegistrableMetric[] = [requestCounts, requestDurations, queryDurations, mails, pushes];

const requestSeries = new Map<string, { count: MetricValue; duration: HistogramSeries }>();
/**
 * Counts one answered request and its time. `route` is the route's pattern (`/deals/:id`), never the raw URL, so the
 * series stay as many as the routes; unmatched URLs share one.
 */
export function observeRequest(method: string, route: string, status: number, seconds: number): void {
  const key = `${method} ${route} ${status}`;
  let series = requestSeries.get(key);
  if (!series) {
    const labels = () => ({ method, route, status: String(status) });
    requestCounts.inc(key, labels, 0);
    series = { count: requestCounts.counts.get(key) as MetricValue, duration: requestDurations.seriesOf(key, labels) };
    requestSeries.set(key, series);
  }
  series.count.value += 1;
  series.duration.observe(seconds);
}

/** The series one database records its statements in (`operation`: query, prepared, exec, transaction). */
export function querySeries(engine: string, operation: string): HistogramSeries {
  return queryDurations.seriesOf(`${engine} ${operation}`, () => ({ engine, operation }));
}

/** Counts an e-mail the SMTP server took (`sent`) or an attempt that failed (`failed`; it may be retried). */
export function countMail(outcome: 'sent' | 'failed'): void {
  mails.inc(outcome, () => ({ outcome }));
}

/** Counts a Web Push message: accepted by the push service, refused, or for a subscription that is gone. */
export function countPush(outcome: 'sent' | 'failed' | 'gone'): void {
  pushes.inc(outcome, () => ({ outcome }));
}

/**
 * A gauge read at each scrape: `collect` answers a number, or samples with labels, at once or as a promise (a job
 * queue's depth counted in the database: `registerGauge('dealgrow_jobs', 'Jobs by state.', async () => …)`). Several
 * collectors may share a name (two pools, two servers in one process): their samples add up per label set. Answers
 * the function that removes this collector (call it when what it measures closes).
 */
export function registerGauge(name: string, help: string, collect: GaugeCollector): () => void {
  let gauge = gauges.get(name);
  if (!gauge) {
    gauge = new CollectedGauge(name, help);
    gauges.set(name, gauge);
    registered?.registerMetric(gauge as never);
  }
  gauge.collectors.add(collect);
  return () => void gauge.collectors.delete(collect);
}

/** The text format's content type (Prometheus 0.0.4). */
export const METRICS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

let registered: Registry | undefined;
let loading: Promise<Registry> | undefined;

/** Loads prom-client on first use: a registry of this module's metrics and Node's default process metrics. */
function registry(): Promise<Registry> {
  loading ??= import('prom-client').then(({ Registry, collectDefaultMetrics }) => {
    const made = new Registry();
    collectDefaultMetrics({ register: made });
    for (const metric of [...own, ...gauges.values()]) made.registerMetric(metric as never);
    registered = made;
    return made;
  });
  return loading;
}

/** Every metric in Prometheus' text format (`METRICS_CONTENT_TYPE`). */
export async function renderMetrics(): Promise<string> {
  return (await registry()).metrics();
}
