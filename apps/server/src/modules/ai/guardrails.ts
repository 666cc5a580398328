import type { Finding, FindingKind } from '@storyloom/domain';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { type Translate, translator } from '../../i18n/translate.js';
import { loadSupportMessage } from '../../safety/filter/data.js';
import type { TextFilter } from '../../safety/filter.js';
import type { ChatEndpoint } from './provider/chat-completions.js';

/**
 * The AI guardrails (issue 16, docs/decisions/1604-1606): the member's prompt and the generated
 * output go through the same filter as everything else.
 * - Language in a prompt is refused (422 language_refused with the findings), like a post.
 * - A prompt about hurting oneself gets a supportive answer with help resources instead of a
 *   generation: neither the provider nor the offline generator runs.
 * - Personal information in a prompt is redacted before anything else sees it: the provider, the
 *   offline generator and the stored inputs all get `[phone]`, `[email]`...
 * - The output has personal information redacted and blocked words masked; with a provider, its
 *   `/moderations` endpoint checks it too, and a flagged output is replaced by SAFE_REFUSAL.
 */

/** The answer to a prompt about self-harm (apps/server/safety/self-harm/support.txt). */
export const SUPPORT_MESSAGE = loadSupportMessage();

/** What replaces an output the provider's moderation flagged. */
export const SAFE_REFUSAL =
  'The AI wrote something that is not right for Storyloom, so it was not kept. Try asking in a different way.';

/** What a blocked word in a generated output becomes. */
export const MASK = '***';

export const guardMessages = {
  languageRefused: (findings: Finding[], tr: Translate = translator('en')) =>
    tr('errors.ai.languageRefused', { words: [...new Set(findings.map((f) => `“${f.match}”`))].join(', ') }),
};

/** The member's texts of one request, by field name (prompt, description, goal, target). */
export type PromptFields = Record<string, string>;

/**
 * Checks the member's texts before anything runs. Language is refused (not counted towards the
 * graded mutes: a prompt is private and never published, decision 1604). Answers whether the
 * texts are about self-harm.
 */
export function checkPrompt(filter: TextFilter, fields: PromptFields): { selfHarm: boolean } {
  const language = filter.scan(fields).filter((f) => f.kind === 'language');
  if (language.length > 0) {
    throw new AppError(422, 'language_refused', guardMessages.languageRefused(language), { findings: language }, (tr) =>
      guardMessages.languageRefused(language, tr),
    );
  }
  return { selfHarm: Object.values(fields).some((text) => filter.mentionsSelfHarm(text)) };
}

/**
 * The inputs with personal information redacted in the named text fields. `keep` leaves kinds a
 * field is meant to hold (the audience tool's target is a public handle or link).
 */
export function redactInputs<T extends object>(
  filter: TextFilter,
  inputs: T,
  fields: ReadonlyArray<keyof T & string>,
  keep: Partial<Record<keyof T & string, readonly FindingKind[]>> = {},
): T {
  const out: Record<string, unknown> = { ...(inputs as Record<string, unknown>) };
  for (const field of fields) {
    const value = out[field];
    if (typeof value === 'string') {
      const options = keep[field] ? { keep: keep[field] } : undefined;
      out[field] = filter.redact(value, options);
    }
  }
  return out as T;
}

/** A generated text with personal information redacted and blocked words masked. */
export function cleanOutput(filter: TextFilter, text: string): string {
  let out = filter.redact(text);
  const words = filter
    .scan({ output: out })
    .filter((f) => f.kind === 'language')
    .map((f) => f.match)
    .sort((a, b) => b.length - a.length);
  for (const word of new Set(words)) out = out.split(word).join(MASK);
  return out;
}

export type ModerationVerdict = 'flagged' | 'clear' | 'unavailable';

/**
 * Asks the provider's OpenAI-compatible moderation endpoint (POST {base}/moderations {input}) about
 * an output. Anything but a clear answer (404, an error, a timeout, an unknown shape) is
 * 'unavailable': the local filter alone then decides, and the generation is not failed.
 */
export async function moderate(
  endpoint: ChatEndpoint,
  input: string,
  signal: AbortSignal,
  log: AppContext['log'],
): Promise<ModerationVerdict> {
  try {
    const response = await fetch(`${endpoint.baseUrl.replace(/\/+$/, '')}/moderations`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${endpoint.apiKey}`,
        'HTTP-Referer': endpoint.referer,
        'X-Title': endpoint.title,
      },
      body: JSON.stringify({ input }),
      signal: AbortSignal.any([signal, AbortSignal.timeout(15_000)]),
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      log.info({ status: response.status }, 'ai moderation endpoint unavailable: local filter only');
      return 'unavailable';
    }
    const body = (await response.json()) as { results?: { flagged?: unknown }[] };
    const results = Array.isArray(body.results) ? body.results : null;
    if (!results || results.length === 0 || results.some((r) => typeof r?.flagged !== 'boolean')) {
      log.info('ai moderation endpoint answered an unknown shape: local filter only');
      return 'unavailable';
    }
    return results.some((r) => r.flagged === true) ? 'flagged' : 'clear';
  } catch (error) {
    if (signal.aborted) throw error;
    log.info(
      { reason: error instanceof Error ? error.message : String(error) },
      'ai moderation failed: local filter only',
    );
    return 'unavailable';
  }
}
