import { createHash } from 'node:crypto';
import { setImmediate as nextTick } from 'node:timers/promises';
import { AI_LIMITS, type AiEngine, type AiGenerationTool, type AiStreamEvent, aiMessages } from '@storyloom/domain';
import type { AppContext } from '../../context.js';
import { endpointFor } from './engine.js';
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
}

function fingerprint(text: string) {
  return { promptLength: text.length, promptHash: createHash('sha256').update(text).digest('hex').slice(0, 12) };
}

/**
 * The events of one text generation: the model's answer as it arrives when a key is set and the
 * member may share with the provider (engine.ts), otherwise
 * (or when the model fails) the offline generator's text, then the saved generation. Stops without
 * saving when the client goes away.
 */
export async function* textGeneration(
  ctx: AppContext,
  job: TextJob,
  signal: AbortSignal,
): AsyncGenerator<AiStreamEvent> {
  const log = ctx.log.child({ tool: job.tool, ...fingerprint(job.userText) });
  const endpoint = await endpointFor(ctx, job.userId);
  let engine: AiEngine = 'offline';
  let output = '';

  if (endpoint) {
    const pieces = streamChatCompletion(
      endpoint,
      job.messages,
      AbortSignal.any([signal, AbortSignal.timeout(120_000)]),
    );
    try {
      for await (const piece of pieces) {
        const room = AI_LIMITS.outputMax - output.length;
        const text = piece.slice(0, room);
        if (engine !== 'model') {
          engine = 'model';
          yield { type: 'start', engine };
        }
        output += text;
        yield { type: 'delta', text };
        if (room <= piece.length) break;
      }
      if (!output.trim()) throw new Error('the model answered with no text');
    } catch (error) {
      if (signal.aborted) return;
      log.error(aiMessages.apiError(error instanceof Error ? error.message : String(error)));
      // A second `start` tells the client to drop what the model wrote so far.
      engine = 'offline';
      output = '';
    }
  }

  if (engine === 'offline') {
    output = job.offline();
    yield { type: 'start', engine };
    for (const text of chunksOf(output)) {
      if (signal.aborted) return;
      yield { type: 'delta', text };
      await nextTick();
    }
  }

  log.info({ engine, outputLength: output.length }, 'ai generation finished');
  const generation = await saveGeneration(ctx.db, { ...job, output, engine });
  yield { type: 'done', generation };
}
