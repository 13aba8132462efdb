// Sending spans with OpenTelemetry's own OTLP/HTTP exporters (protobuf or JSON). They are loaded
// here, when a command sends, and never by a hook or a pre-push: the exporters and their transformer
// are a large module graph that an agent's every tool call must not pay for.
import type { Attributes as OtelAttributes, HrTime, Link, SpanContext } from '@opentelemetry/api';
import type { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { ProofledgerError } from '../../errors.js';
import type { Attributes, SpanBatch, SpanRecord } from './spans.js';

export type OtlpProtocol = 'http/protobuf' | 'http/json';

export interface OtlpTarget {
  /** The collector's base URL (`http://host:4318`); `/v1/traces` is added unless the path already ends with it. */
  endpoint: string;
  headers: Record<string, string>;
  protocol: OtlpProtocol;
  timeoutMs?: number;
}

type ReadableSpan = Parameters<OTLPTraceExporter['export']>[0][number];

/** The traces URL for an endpoint, as OTEL_EXPORTER_OTLP_ENDPOINT is read: the signal's path is appended. */
export function tracesUrl(endpoint: string): string {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new ProofledgerError(`otlp endpoint: ${JSON.stringify(endpoint)} is not a URL (expected e.g. http://localhost:4318)`, 'usage');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ProofledgerError(`otlp endpoint: ${JSON.stringify(endpoint)} is not http or https`, 'usage');
  if (url.username || url.password) throw new ProofledgerError('otlp endpoint: credentials in the URL are not sent; pass them as a header (--header Authorization=...)', 'usage');
  if (!url.pathname.endsWith('/v1/traces')) url.pathname = url.pathname.replace(/\/?$/, '/v1/traces');
  return url.toString();
}

/** `K=V` pairs, from flags or OTEL_EXPORTER_OTLP_HEADERS's form (comma-separated, values URL-encoded). */
export function parseHeaders(pairs: readonly string[], what: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    const name = pair.slice(0, at).trim();
    if (at <= 0 || !/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name)) throw new ProofledgerError(`${what}: expected NAME=VALUE, got a header without a valid name`, 'usage');
    let value: string;
    try {
      value = decodeURIComponent(pair.slice(at + 1).trim());
    } catch {
      value = pair.slice(at + 1).trim();
    }
    if (/[\r\n\0]/.test(value)) throw new ProofledgerError(`${what}: header ${name}'s value holds a line break`, 'usage');
    headers[name] = value;
  }
  return headers;
}

const hrTime = (ms: number): HrTime => [Math.floor(ms / 1000), (ms % 1000) * 1e6];
const attributes = (a: Attributes): OtelAttributes => a;
const SPAN_KIND_INTERNAL = 0;
const STATUS = { unset: 0, ok: 1, error: 2 } as const;
const TRACE_FLAGS_SAMPLED = 1;
const SPANS_PER_REQUEST = 1000;

/** Sends the batch; resolves when the collector accepted it, else throws one line saying why. */
export async function sendSpans(batch: SpanBatch, target: OtlpTarget): Promise<void> {
  if (batch.spans.length === 0) return;
  const url = tracesUrl(target.endpoint);
  const [{ resourceFromAttributes }, exporterModule] = await Promise.all([
    import('@opentelemetry/resources'),
    target.protocol === 'http/json' ? import('@opentelemetry/exporter-trace-otlp-http') : import('@opentelemetry/exporter-trace-otlp-proto'),
  ]);
  const resource = resourceFromAttributes(attributes(batch.resource));
  const scope = { name: 'proofledger' };
  const readable = batch.spans.map((s: SpanRecord): ReadableSpan => {
    const context: SpanContext = { traceId: s.traceId, spanId: s.spanId, traceFlags: TRACE_FLAGS_SAMPLED };
    return {
      name: s.name,
      kind: SPAN_KIND_INTERNAL,
      spanContext: () => context,
      ...(s.parentSpanId ? { parentSpanContext: { traceId: s.traceId, spanId: s.parentSpanId, traceFlags: TRACE_FLAGS_SAMPLED } } : {}),
      startTime: hrTime(s.startMs),
      endTime: hrTime(s.endMs),
      duration: hrTime(s.endMs - s.startMs),
      ended: true,
      status: { code: STATUS[s.status.code], ...(s.status.message ? { message: s.status.message } : {}) },
      attributes: attributes(s.attributes),
      links: s.links.map((l): Link => ({ context: { traceId: l.traceId, spanId: l.spanId, traceFlags: TRACE_FLAGS_SAMPLED }, attributes: attributes(l.attributes) })),
      events: s.events.map((e) => ({ name: e.name, time: hrTime(e.timeMs), attributes: attributes(e.attributes) })),
      resource,
      instrumentationScope: scope,
      droppedAttributesCount: 0,
      droppedEventsCount: 0,
      droppedLinksCount: 0,
    };
  });
  const exporter = new exporterModule.OTLPTraceExporter({ url, headers: target.headers, timeoutMillis: target.timeoutMs ?? 10_000 });
  try {
    // One request per chunk, in order: a whole history in one request would pass any collector's
    // size limit (4 MiB by default for its receivers).
    for (let i = 0; i < readable.length; i += SPANS_PER_REQUEST) {
      const result = await new Promise<{ code: number; error?: Error }>((resolve) => exporter.export(readable.slice(i, i + SPANS_PER_REQUEST), resolve));
      if (result.code !== 0) throw new ProofledgerError(`otlp export to ${url} failed${i > 0 ? ` after ${i} spans were sent` : ''}: ${result.error?.message.split('\n')[0] ?? 'the collector did not accept the spans'}`, 'io');
    }
  } finally {
    await exporter.shutdown();
  }
}
