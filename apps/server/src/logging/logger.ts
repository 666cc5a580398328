import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';
import { redactingSerializers } from '../log-redaction.js';
import type { LogFormat } from './format.js';
import { currentRequestId } from './request-context.js';

const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
];

/** Fastify's request loggers carry the id as a binding already; the mixin must not add it twice. */
const hasRequestBinding = (logger: Logger) =>
  String((logger as unknown as Record<symbol, unknown>)[pino.symbols.chindingsSym] ?? '').includes('"reqId":');

/**
 * The app's logger: secrets in headers, bodies and URLs (reset and verification links) never
 * written, in either format (redaction happens before the line is formatted). Every line written
 * while a request is handled carries its id (`reqId`), also lines services write through `ctx.log`.
 */
export function createLogger(level: string, destination?: pino.DestinationStream, format: LogFormat = 'json'): Logger {
  const options: pino.LoggerOptions = {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: redactingSerializers,
    mixin(_object, _level, logger) {
      const reqId = currentRequestId();
      return reqId && !hasRequestBinding(logger as Logger) ? { reqId } : {};
    },
  };
  const stream =
    format === 'pretty'
      ? pretty({
          destination: destination ?? 1,
          colorize: destination === undefined && Boolean(process.stdout.isTTY),
          translateTime: 'SYS:HH:MM:ss.l',
          ignore: 'pid,hostname',
        })
      : destination;
  return pino(options, stream);
}
