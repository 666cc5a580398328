import { type ErrorCode, messages } from '@storyloom/domain';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, isUniqueViolation } from '../errors.js';

export function sendError(
  reply: FastifyReply,
  status: number,
  code: ErrorCode,
  message: string,
  details?: Record<string, unknown>,
) {
  return reply
    .status(status)
    .type('application/json')
    .send({ error: { code, message, ...(details ? { details } : {}) } });
}

const FASTIFY_CODES: Record<string, [number, ErrorCode, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'invalid_json', 'The request body is not valid JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'invalid_json', 'The request body is empty'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported_media_type', messages.errors.unsupportedMediaType],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'invalid_body', 'The request body length is wrong'],
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

/** One error shape for every failure; never a stack trace or SQL in a response. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendError(reply, error.status, error.code, error.message, error.details);
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
