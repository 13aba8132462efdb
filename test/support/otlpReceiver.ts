// A real OTLP/HTTP traces receiver on 127.0.0.1, as a collector's: it decodes what it is sent with
// OpenTelemetry's own protobuf definitions (test/vectors/otlp), or as OTLP/JSON, into one plain shape
// the tests read. It answers as a collector does, or with the status a test asks for.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { join } from 'node:path';
import protobuf from 'protobufjs';
import { REPO_ROOT } from './cli.js';

export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  startMs: number;
  endMs: number;
  attributes: Record<string, unknown>;
  events: { name: string; attributes: Record<string, unknown> }[];
  links: { traceId: string; spanId: string; attributes: Record<string, unknown> }[];
  status: { code: number; message: string };
  resource: Record<string, unknown>;
  scope: string;
}

export interface ReceivedRequest {
  path: string;
  contentType: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  spans: ReceivedSpan[];
}

const PROTO_DIR = join(REPO_ROOT, 'test', 'vectors', 'otlp', 'opentelemetry-proto');

let requestType: protobuf.Type | null = null;
function exportRequestType(): protobuf.Type {
  if (!requestType) {
    const root = new protobuf.Root();
    root.resolvePath = (_origin, target) => join(PROTO_DIR, target);
    root.loadSync('opentelemetry/proto/collector/trace/v1/trace_service.proto', { keepCase: false });
    requestType = root.lookupType('opentelemetry.proto.collector.trace.v1.ExportTraceServiceRequest');
  }
  return requestType;
}

type AnyValue = { stringValue?: string; boolValue?: boolean; intValue?: string | number; doubleValue?: number; arrayValue?: { values?: AnyValue[] } };
const valueOf = (v: AnyValue): unknown =>
  v.stringValue !== undefined ? v.stringValue
  : v.boolValue !== undefined ? v.boolValue
  : v.intValue !== undefined ? Number(v.intValue)
  : v.doubleValue !== undefined ? v.doubleValue
  : v.arrayValue ? (v.arrayValue.values ?? []).map(valueOf)
  : undefined;
const attributesOf = (list: { key: string; value: AnyValue }[] | undefined): Record<string, unknown> => Object.fromEntries((list ?? []).map((a) => [a.key, valueOf(a.value)]));
const ms = (nanos: string | number | undefined): number => Number(BigInt(nanos ?? 0) / 1_000_000n);

/** Spans of an ExportTraceServiceRequest given as a plain object (ids already hex). */
function spansOf(request: any): ReceivedSpan[] {
  const out: ReceivedSpan[] = [];
  for (const rs of request.resourceSpans ?? []) {
    const resource = attributesOf(rs.resource?.attributes);
    for (const ss of rs.scopeSpans ?? []) {
      for (const s of ss.spans ?? []) {
        out.push({
          traceId: s.traceId, spanId: s.spanId, parentSpanId: s.parentSpanId ?? '', name: s.name,
          startMs: ms(s.startTimeUnixNano), endMs: ms(s.endTimeUnixNano),
          attributes: attributesOf(s.attributes),
          events: (s.events ?? []).map((e: any) => ({ name: e.name, attributes: attributesOf(e.attributes) })),
          links: (s.links ?? []).map((l: any) => ({ traceId: l.traceId, spanId: l.spanId, attributes: attributesOf(l.attributes) })),
          status: { code: s.status?.code ?? 0, message: s.status?.message ?? '' },
          resource, scope: ss.scope?.name ?? '',
        });
      }
    }
  }
  return out;
}

function decodeProtobuf(body: Buffer): ReceivedSpan[] {
  const type = exportRequestType();
  const message = type.decode(body);
  const object = type.toObject(message, { longs: String, enums: Number, bytes: String, defaults: false, arrays: true });
  // bytes come as base64; OTLP ids are read as hex.
  const hex = (b64: string | undefined): string | undefined => (b64 === undefined ? undefined : Buffer.from(b64, 'base64').toString('hex'));
  for (const rs of object['resourceSpans'] ?? []) for (const ss of rs.scopeSpans ?? []) for (const s of ss.spans ?? []) {
    s.traceId = hex(s.traceId); s.spanId = hex(s.spanId); s.parentSpanId = hex(s.parentSpanId);
    for (const l of s.links ?? []) { l.traceId = hex(l.traceId); l.spanId = hex(l.spanId); }
  }
  return spansOf(object);
}

export interface OtlpReceiver {
  url: string;
  requests: ReceivedRequest[];
  spans(): ReceivedSpan[];
  /** The status to answer with from now on (200 by default). */
  answer(status: number): void;
  close(): Promise<void>;
}

export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const requests: ReceivedRequest[] = [];
  let status = 200;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const contentType = String(req.headers['content-type'] ?? '');
      if (status === 200) {
        const spans = contentType.includes('json') ? spansOf(JSON.parse(body.toString('utf8'))) : decodeProtobuf(body);
        requests.push({ path: req.url ?? '', contentType, headers: req.headers, body, spans });
      }
      res.writeHead(status, { 'content-type': contentType.includes('json') ? 'application/json' : 'application/x-protobuf' });
      res.end(contentType.includes('json') ? '{}' : undefined);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    spans: () => requests.flatMap((r) => r.spans),
    answer: (s) => {
      status = s;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
