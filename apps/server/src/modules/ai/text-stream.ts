import { createHash } from 'node:crypto';
import { setImmediate as nextTick } from 'node:timers/promises';
import { AI_LIMITS, type AiEngine, type AiGenerationTool, type AiStreamEvent, aiMessages } from '@storyloom/domain';
import type { AppContext } from '../../context.js';
import { endpointFor } from './engine.js';
import { cleanOutput, moderate, SAFE_REFUSAL, SUPPORT_MESSAGE } from './guardrails.js';
import { chunksOf } from './offline/words.js';
import { type ChatMessage, streamChatCompletion } from './provider/chat-completions.js';
import { saveGeneration } from './service.js';

export interface TextJob {
  userId: string;
  tool: AiGenerationTool;
  inputs: object;
  /** The user's own text, only its length and a short hash are logged. */
  userText: string;
  messages: ChatMessage[];
  offline: () => string;
  /** The prompt is about hurting oneself: answer with help resources, generate nothing (guardrails.ts). */
  selfHarm?: boolean;
}

function fingerprint(text: string) {
  return { promptLength: text.length, promptHash: createHash('sha256').update(text).digest('hex').slice(0, 12) };
}

/** How much of the end of the streamed text the local filter looks at after each piece. */
const TAIL = 400;

/** The end of the text, starting at a word (half a word could look like another one). */
function tailOf(text: string): string {
  if (text.length <= TAIL) return text;
  const tail = text.slice(-TAIL);
  const space = tail.search(/\s/);
  return space < 0 ? tail : tail.slice(space + 1);
}

/** Yields a text as the offline engine does: in small pieces, stopping when the client goes away. */
async function* offlineDeltas(text: string, signal: AbortSignal): AsyncGenerator<AiStreamEvent> {
  for (const piece of chunksOf(text)) {
    if (signal.aborted) return;
    yield { type: 'delta', text: piece };
    await nextTick();
  }
}

/**
 * The events of one text generation: the model's answer as it arrives when a key is set and the
 * member may share with the provider (engine.ts), otherwise
 * (or when the model fails) the offline generator's text, then the saved generation. Stops without
 * saving when the client goes away.
 *
 * Guardrails (guardrails.ts, decisions 1604-1606): the job's inputs and messages arrive redacted;
 * a prompt about self-harm is answered with help resources and nothing generates. The model's
 * pieces are relayed live until the local filter finds something in the text so far; the whole
 * answer is then checked (the provider's moderation endpoint, then the local filter) before it is
 * stored, and when the checked text differs a second `start` of the same engine replaces what the
 * browser showed: SAFE_REFUSAL when moderation flagged it, else the text with personal information
 * redacted and blocked words masked.
 */
export async function* textGeneration(
  ctx: AppContext,
  job: TextJob,
  signal: AbortSignal,
): AsyncGenerator<AiStreamEvent> {
  const log = ctx.log.child({ tool: job.tool, ...fingerprint(job.userText) });
  /** storyloom_ai_calls_total: each engine's attempt and how it ended (a failed model call, then offline, is two). */
  const count = (engine: 'provider' | 'offline', outcome: string) =>
    ctx.metrics.aiCalls.inc({ engine, outcome: signal.aborted ? 'aborted' : outcome });

  if (job.selfHarm) {
    log.info('ai prompt about self-harm: answered with help resources');
    yield { type: 'start', engine: 'offline' };
    yield* offlineDeltas(SUPPORT_MESSAGE, signal);
    count('offline', 'help_resources');
    if (signal.aborted) return;
    const generation = await saveGeneration(ctx.db, { ...job, output: SUPPORT_MESSAGE, engine: 'offline' });
    yield { type: 'done', generation };
    return;
  }

  const endpoint = await endpointFor(ctx, job.userId);
  let engine: AiEngine = 'offline';
  let output = '';

  if (endpoint) {
    const pieces = streamChatCompletion(
      endpoint,
      job.messages,
      AbortSignal.any([signal, AbortSignal.timeout(120_000)]),
    );
    // Once the local filter sees something in the text so far, nothing more is relayed live: the
    // cleaned answer replaces it at the end (decision 1605).
    let holding = false;
    try {
      for await (const piece of pieces) {
        const room = AI_LIMITS.outputMax - output.length;
        const text = piece.slice(0, room);
        if (engine !== 'model') {
          engine = 'model';
          yield { type: 'start', engine };
        }
        output += text;
        if (!holding && ctx.filter.scan({ output: tailOf(output) }).length > 0) holding = true;
        if (!holding) yield { type: 'delta', text };
        if (room <= piece.length) break;
      }
      if (!output.trim()) throw new Error('the model answered with no text');
    } catch (error) {
      count('provider', 'failed');
      if (signal.aborted) return;
      log.error(aiMessages.apiError(error instanceof Error ? error.message : String(error)));
      // A second `start` tells the client to drop what the model wrote so far.
      engine = 'offline';
      output = '';
    }
    if (engine === 'model') {
      const verdict = await moderate(endpoint, output, signal, log).catch(() => null);
      if (verdict === null || signal.aborted) {
        count('provider', 'failed');
        return;
      }
      count('provider', verdict === 'flagged' ? 'flagged' : 'ok');
      const cleaned = verdict === 'flagged' ? SAFE_REFUSAL : cleanOutput(ctx.filter, output);
      if (verdict === 'flagged') log.warn('ai output flagged by the provider moderation: replaced');
      if (holding || cleaned !== output) {
        // A second `start` of the same engine: the client drops what it showed and gets the checked text.
        yield { type: 'start', engine };
        yield { type: 'delta', text: cleaned };
      }
      output = cleaned;
    }
  }

  if (engine === 'offline') {
    output = cleanOutput(ctx.filter, job.offline());
    yield { type: 'start', engine };
    yield* offlineDeltas(output, signal);
    count('offline', 'ok');
    if (signal.aborted) return;
  }

  log.info({ engine, outputLength: output.length }, 'ai generation finished');
  const generation = await saveGeneration(ctx.db, { ...job, output, engine });
  yield { type: 'done', generation };
}
