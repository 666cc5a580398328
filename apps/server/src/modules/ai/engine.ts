import type { AiEngineStatus } from '@storyloom/domain';
import type { AppContext } from '../../context.js';
import { mayShareWithAiProvider } from '../parents/ai-sharing.js';
import type { ChatEndpoint } from './provider/chat-completions.js';

type Ctx = Pick<AppContext, 'config' | 'db'>;

function configuredEndpoint({ config }: Pick<AppContext, 'config'>): ChatEndpoint | null {
  const { apiKey, baseUrl, model } = config.ai;
  return apiKey ? { apiKey, baseUrl, model, referer: config.appUrl, title: 'Storyloom' } : null;
}

/**
 * The provider this member's generations may use: none without a key, and none for an account
 * whose parent has not approved sharing with the AI provider (issue 15): the offline generator then
 * writes the result and nothing leaves the server.
 */
export async function endpointFor(ctx: Ctx, userId: string): Promise<ChatEndpoint | null> {
  const endpoint = configuredEndpoint(ctx);
  if (!endpoint) return null;
  return (await mayShareWithAiProvider(ctx.db, userId)) ? endpoint : null;
}

/** GET /api/ai/engine: what the tools page tells this member about where their text goes. */
export async function engineStatus(ctx: Ctx, userId: string): Promise<AiEngineStatus> {
  const offlineForAccount = !(await mayShareWithAiProvider(ctx.db, userId));
  return { engine: !offlineForAccount && configuredEndpoint(ctx) ? 'model' : 'offline', offlineForAccount };
}
