import { sseData } from './sse.js';

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/** Where and how to reach an OpenAI-compatible chat-completions endpoint. */
export interface ChatEndpoint {
  apiKey: string;
  baseUrl: string;
  model: string;
  /** Sent as HTTP-Referer and X-Title, identifying the app to the model provider. */
  referer: string;
  title: string;
}

/** The AI call's fixed constants: at most 2000 tokens, temperature 0.7. */
export const CHAT_PARAMS = { max_tokens: 2000, temperature: 0.7 } as const;

/** The provider refused or broke the call; the message is the provider's error.message or the status text. */
export class ProviderError extends Error {}

export function chatCompletionRequest(endpoint: ChatEndpoint, messages: ChatMessage[]) {
  return {
    url: `${endpoint.baseUrl.replace(/\/+$/, '')}/chat/completions`,
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${endpoint.apiKey}`,
      'HTTP-Referer': endpoint.referer,
      'X-Title': endpoint.title,
    },
    body: { model: endpoint.model, messages, ...CHAT_PARAMS, stream: true },
  };
}

async function errorMessageOf(response: Response): Promise<string> {
  const body: unknown = await response.json().catch(() => null);
  const message = (body as { error?: { message?: unknown } } | null)?.error?.message;
  return typeof message === 'string' && message ? message : response.statusText || `HTTP ${response.status}`;
}

type Chunk = {
  choices?: { delta?: { content?: unknown }; message?: { content?: unknown } }[];
  error?: { message?: unknown };
};

function parseChunk(data: string): Chunk {
  try {
    return JSON.parse(data) as Chunk;
  } catch {
    throw new ProviderError('the provider sent a malformed stream event');
  }
}

/**
 * Streams the model's answer piece by piece. Throws ProviderError on a non-OK answer or an error
 * inside the stream; an endpoint that ignores `stream` and answers with one JSON body still works
 * (choices[0].message.content).
 */
export async function* streamChatCompletion(
  endpoint: ChatEndpoint,
  messages: ChatMessage[],
  signal: AbortSignal,
): AsyncGenerator<string> {
  const request = chatCompletionRequest(endpoint, messages);
  const response = await fetch(request.url, {
    method: 'POST',
    headers: request.headers,
    body: JSON.stringify(request.body),
    signal,
  });
  if (!response.ok) throw new ProviderError(await errorMessageOf(response));
  if ((response.headers.get('content-type') ?? '').includes('application/json')) {
    const content = ((await response.json()) as Chunk).choices?.[0]?.message?.content;
    if (typeof content === 'string') yield content;
    return;
  }
  if (!response.body) throw new ProviderError('the provider sent no body');
  for await (const data of sseData(response.body)) {
    if (data === '[DONE]') return;
    const chunk = parseChunk(data);
    if (chunk.error) throw new ProviderError(String(chunk.error.message ?? 'the provider reported an error'));
    const piece = chunk.choices?.[0]?.delta?.content;
    if (typeof piece === 'string' && piece) yield piece;
  }
}
