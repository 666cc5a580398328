import { errorText } from '@storyloom/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../../plugins/errors.js';
import { type ByteRange, type OpenedObject, RangeNotSatisfiableError, type Storage } from '../../storage/types.js';

/**
 * The one range of a `Range: bytes=…` header (`a-b`, `a-`, `-n`), or undefined: no header, another
 * unit, several ranges or bad syntax are all answered with the whole object, as RFC 9110 allows.
 */
export function parseRange(header: string | undefined): ByteRange | undefined {
  const match = /^bytes=[ \t]*(\d{0,15})-(\d{0,15})[ \t]*$/.exec(header ?? '');
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') return { suffix: Number(last) };
  const start = Number(first);
  if (last === '') return { start };
  const end = Number(last);
  return end < start ? undefined : { start, end };
}

/**
 * Opens the object for this request: the range its Range header names, or all of it. Null when
 * there is no object; a range outside the object is answered here with 416 (`'answered'`).
 */
export async function openForRequest(
  storage: Storage,
  key: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<OpenedObject | null | 'answered'> {
  try {
    return await storage.open(key, parseRange(request.headers.range));
  } catch (err) {
    if (!(err instanceof RangeNotSatisfiableError)) throw err;
    reply.header('content-range', `bytes */${err.size}`).header('accept-ranges', 'bytes');
    await sendError(reply, 416, 'range_not_satisfiable', errorText['request.rangeOutside']);
    return 'answered';
  }
}

/**
 * Answers with a stored file as itself (never sniffed, never a page), with this cache policy. An
 * object opened with a range is answered 206 with its Content-Range; `ranges` announces that the
 * route takes Range requests (Accept-Ranges: bytes), so a video player can seek.
 */
export function sendStoredObject(
  request: FastifyRequest,
  reply: FastifyReply,
  opened: OpenedObject,
  cache: string,
  { ranges = false }: { ranges?: boolean } = {},
) {
  reply
    .header('content-type', opened.contentType)
    .header('cache-control', cache)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline')
    .header('cross-origin-resource-policy', 'same-origin');
  if (ranges) reply.header('accept-ranges', 'bytes');
  if (opened.range) {
    const { start, end } = opened.range;
    reply
      .status(206)
      .header('content-range', `bytes ${start}-${end}/${opened.size}`)
      .header('content-length', end - start + 1);
  } else if (opened.size) reply.header('content-length', opened.size);
  if (request.method === 'HEAD') {
    opened.body.destroy();
    return reply.send();
  }
  return reply.send(opened.body);
}
