import {
  audienceRequestSchema,
  businessRequestSchema,
  errorBodySchema,
  learnRequestSchema,
  PREVIEW_CLIP_URL,
  storyRequestSchema,
  videoRequestSchema,
  videoResultSchema,
} from '@storyloom/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors.js';
import { recipientLocale } from '../../i18n/recipient-locale.js';
import { matchCourses } from './course-links.js';
import { aiUser, perUserRateLimit } from './guard.js';
import { checkPrompt, type PromptFields, redactInputs, SUPPORT_MESSAGE } from './guardrails.js';
import { sendEventStream } from './ndjson.js';
import { offlineAudiencePlan } from './offline/audience.js';
import { offlineBusinessPlan } from './offline/business.js';
import { offlineLearningPath } from './offline/learn.js';
import { offlineStory } from './offline/story.js';
import { audienceMessages, businessMessages, learnMessages, storyMessages } from './prompts.js';
import { saveGeneration } from './service.js';
import { type TextJob, textGeneration } from './text-stream.js';

/** The answer of a streaming route: application/x-ndjson, one aiStreamEvent per line. */
const streamed = { 200: z.string().describe('application/x-ndjson of aiStreamEvent'), 429: errorBodySchema };

/** The generating routes of the AI tools; history, editing and the sound beta are in other-routes.ts. */
export const aiGenerateRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = perUserRateLimit(app);
  const stream = (request: FastifyRequest, reply: FastifyReply, job: TextJob) =>
    sendEventStream(request, reply, (signal) => textGeneration(app.ctx, job, signal));
  /**
   * The guardrails on the member's texts (guardrails.ts): language refused, self-harm noticed,
   * personal information redacted before the provider, the offline generator or the history see it.
   */
  const guard = <T extends object>(
    body: T,
    fields: ReadonlyArray<keyof T & string>,
    keep?: Parameters<typeof redactInputs<T>>[3],
  ) => {
    const texts: PromptFields = {};
    for (const field of fields) texts[field] = String(body[field] ?? '');
    const { selfHarm } = checkPrompt(app.ctx.filter, texts);
    return { selfHarm, inputs: redactInputs(app.ctx.filter, body, fields, keep) };
  };
  /** The member's Language setting: the offline generator writes in it, the model is asked to (decision 1905). */
  const localeOf = (userId: string) => recipientLocale(app.ctx.db, userId);

  app.post(
    '/api/ai/story',
    { config, schema: { body: storyRequestSchema, response: streamed } },
    async (request, reply) => {
      const { user } = await aiUser(app, request);
      const { inputs, selfHarm } = guard(request.body, ['prompt']);
      const locale = await localeOf(user.id);
      return stream(request, reply, {
        userId: user.id,
        tool: 'story',
        inputs,
        selfHarm,
        userText: inputs.prompt,
        messages: storyMessages(inputs, locale),
        offline: () => offlineStory(inputs, locale),
      });
    },
  );

  app.post(
    '/api/ai/business',
    { config, schema: { body: businessRequestSchema, response: streamed } },
    async (request, reply) => {
      const { user } = await aiUser(app, request);
      const { inputs, selfHarm } = guard(request.body, ['description']);
      const locale = await localeOf(user.id);
      return stream(request, reply, {
        userId: user.id,
        tool: 'business',
        inputs,
        selfHarm,
        userText: inputs.description,
        messages: businessMessages(inputs, locale),
        offline: () => offlineBusinessPlan(inputs, locale),
      });
    },
  );

  app.post(
    '/api/ai/learn',
    { config, schema: { body: learnRequestSchema, response: streamed } },
    async (request, reply) => {
      const { user } = await aiUser(app, request);
      const { inputs, selfHarm } = guard(request.body, ['goal']);
      const courses = await matchCourses(app.ctx.db, inputs, { page: 1, pageSize: 5 });
      const titles = courses.items.map((c) => c.title);
      const locale = await localeOf(user.id);
      return stream(request, reply, {
        userId: user.id,
        tool: 'learn',
        inputs,
        selfHarm,
        userText: inputs.goal,
        messages: learnMessages(inputs, titles, locale),
        offline: () => offlineLearningPath(inputs, titles, locale),
      });
    },
  );

  app.post(
    '/api/ai/audience',
    { config, schema: { body: audienceRequestSchema, response: streamed } },
    async (request, reply) => {
      const { user } = await aiUser(app, request);
      // The target is the public handle or link the member asks about: handles stay as written.
      const { inputs, selfHarm } = guard(request.body, ['target'], { target: ['handle'] });
      const locale = await localeOf(user.id);
      return stream(request, reply, {
        userId: user.id,
        tool: 'audience',
        inputs,
        selfHarm,
        userText: inputs.target,
        messages: audienceMessages(inputs, locale),
        offline: () => offlineAudiencePlan(inputs, locale),
      });
    },
  );

  // No video model is connected: the request is recorded and answered with the preview clip.
  app.post(
    '/api/ai/video',
    { config, schema: { body: videoRequestSchema, response: { 200: videoResultSchema } } },
    async (request) => {
      const { user } = await aiUser(app, request);
      const { inputs, selfHarm } = guard(request.body, ['prompt']);
      // No clip for a prompt about self-harm: the member is answered with help resources.
      if (selfHarm) throw new AppError(422, 'bad_request', SUPPORT_MESSAGE, { support: true });
      const { prompt, style, duration } = inputs;
      const generation = await saveGeneration(app.ctx.db, {
        userId: user.id,
        tool: 'video',
        inputs,
        output: `Preview clip for "${prompt}" (${style}, ${duration} s): ${PREVIEW_CLIP_URL}`,
        engine: 'preview',
      });
      return { generation, videoUrl: PREVIEW_CLIP_URL };
    },
  );
};
