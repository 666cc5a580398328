import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, Level, Logger } from 'pino';

type Write = (...args: unknown[]) => void;

/**
 * A request's logger that makes its pino child (the request id as a binding) on the first line
 * written at a level the app writes. Fastify makes a child for every request; with our redaction
 * that costs about a microsecond and a kilobyte of garbage, and at the default level most requests
 * write no line of their own (issue 20). What is written is the same line either way.
 */
export class RequestLogger implements FastifyBaseLogger {
  #child: Logger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
  ) {}

  get level(): string {
    return this.#child?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.child$().level = level;
  }

  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }
  error(...args: unknown[]) {
    this.write('error', args);
  }
  warn(...args: unknown[]) {
    this.write('warn', args);
  }
  info(...args: unknown[]) {
    this.write('info', args);
  }
  debug(...args: unknown[]) {
    this.write('debug', args);
  }
  trace(...args: unknown[]) {
    this.write('trace', args);
  }
  silent() {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.child$().child(bindings, options);
  }

  private write(level: Level, args: unknown[]) {
    const logger = this.#child ?? this.parent;
    if (!logger.isLevelEnabled(level)) return;
    (this.child$()[level] as Write)(...args);
  }

  private child$(): Logger {
    this.#child ??= this.parent.child(this.bindings);
    return this.#child;
  }
}

/**
 * Fastify's `childLoggerFactory`: a lazy child, unless the route sets its own level or serializers
 * (then pino's child, made at once).
 */
export function requestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  if (options.level || options.serializers) return logger.child(bindings, options);
  return new RequestLogger(logger as Logger, bindings);
}
