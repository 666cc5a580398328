import { type ErrorCode, errorText, messages, type UiLocale } from '@storyloom/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, isUniqueViolation } from '../errors.js';
import { requestLocale } from '../i18n/request-locale.js';
import { type Translate, translateKnownText, translator } from '../i18n/translate.js';

export function sendError(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message: string,
  details?: Record<string, unknown>,
  localized?: (t: Translate) => string,
) {
  if (localized) builtMessages.set(reply.request, localized);
  return reply
    .status(status)
    .type('application/json')
    .send({ error: { code, message, ...(details ? { details } : {}) } });
}

const FASTIFY_CODES: Record<string, [number, ErrorCode, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'invalid_json', errorText['request.invalidJson']],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'invalid_json', errorText['request.emptyBody']],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported_media_type', messages.errors.unsupportedMediaType],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'invalid_body', errorText['request.badLength']],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payload_too_large', messages.errors.payloadTooLarge],
};

function firstValidationMessage(error: FastifyError): string {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issue = error.validation[0];
    if (issue) {
      const where = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const message = issue.message ?? messages.errors.validation;
      if (issue.keyword === 'unrecognized_keys') return message;
      return where && issue.keyword !== 'custom' ? `${where}: ${message}` : message;
    }
  }
  return messages.errors.validation;
}

/** The messages a thrown AppError builds from values, told again in the reader's language. */
const builtMessages = new WeakMap<FastifyRequest, (t: Translate) => string>();

/** A field's name before its message ("email: Please enter…", "agenda.0.title: …"). */
const FIELD_PREFIX = /^([A-Za-z0-9_.[\]-]{1,80}): (.+)$/s;

/** An English message of the errors catalogue in `locale`, with or without a field's name before it. */
export function localizeMessage(locale: UiLocale, message: string): string {
  if (locale === 'en') return message;
  const whole = translateKnownText(locale, message);
  if (whole !== message) return whole;
  const field = FIELD_PREFIX.exec(message);
  if (field?.[1] && field[2]) return `${field[1]}: ${translateKnownText(locale, field[2])}`;
  return message;
}

function localizeDetails(locale: UiLocale, details: unknown): unknown {
  if (typeof details !== 'object' || details === null) return details;
  const findings = (details as { findings?: unknown }).findings;
  if (!Array.isArray(findings)) return details;
  return {
    ...details,
    findings: findings.map((f) =>
      typeof f === 'object' && f !== null && typeof (f as { message?: unknown }).message === 'string'
        ? { ...f, message: translateKnownText(locale, (f as { message: string }).message) }
        : f,
    ),
  };
}

/** An error answer's JSON in the reader's language; English (and anything unknown) stays as it is. */
async function localizePayload(request: FastifyRequest, payload: string): Promise<string> {
  const locale = await requestLocale(request);
  if (locale === 'en') return payload;
  const body = JSON.parse(payload) as { error?: { message?: unknown; details?: unknown } };
  const error = body.error;
  if (!error || typeof error.message !== 'string') return payload;
  const built = builtMessages.get(request);
  error.message = built ? built(translator(locale)) : localizeMessage(locale, error.message);
  if (error.details !== undefined) error.details = localizeDetails(locale, error.details);
  return JSON.stringify(body);
}

/**
 * Every `{ error }` answer (thrown, sent by a route, better-auth's) is told in the reader's
 * language (issue 19). A callback hook that looks at the status only: a success costs nothing,
 * and the language (a session and settings read) is found only for an error.
 */
function registerErrorLocalization(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode < 400 || typeof payload !== 'string' || !payload.startsWith('{"error":')) {
      return done(null, payload);
    }
    localizePayload(request, payload).then(
      (localized) => done(null, localized),
      (err: unknown) => {
        request.log.warn({ err }, 'error answer not localized');
        done(null, payload);
      },
    );
  });
}

/** One error shape for every failure; never a stack trace or SQL in a response. */
export function registerErrorHandling(app: FastifyInstance) {
  registerErrorLocalization(app);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return sendError(reply, error.status, error.code, error.message, error.details, error.localized);
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return sendError(reply, 400, 'validation_failed', firstValidationMessage(error));
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return sendError(reply, known[0], known[1], known[2]);
    if (error.statusCode === 429) return sendError(reply, 429, 'rate_limited', messages.errors.rateLimited);
    if (isUniqueViolation(error)) return sendError(reply, 409, 'conflict', messages.errors.conflict);
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(reply, error.statusCode, 'bad_request', error.message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, 'internal', messages.errors.internal);
  });
}
