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
import { matchCourses } from './course-links.js';
import { aiUser, perUserRateLimit } from './guard.js';
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

  app.post(
    '/api/ai/story',
    { config, schema: { body: storyRequestSchema, response: streamed } },
    async (request, reply) => {
      const { user } = await aiUser(app, request);
      const inputs = request.body;
      return stream(request, reply, {
        userId: user.id,
        tool: 'story',
        inputs,
        userText: inputs.prompt,
        messages: storyMessages(inputs),
        offline: () => offlineStory(inputs),
      });
    },
  );

  app.post(
    '/api/ai/business',
    { config, schema: { body: businessRequestSchema, response: streamed } },
    async (request, reply) => {
      const { user } = await aiUser(app, request);
      const inputs = request.body;
      return stream(request, reply, {
        userId: user.id,
        tool: 'business',
        inputs,
        userText: inputs.description,
        messages: businessMessages(inputs),
        offline: () => offlineBusinessPlan(inputs),
      });
    },
  );

  app.post(
    '/api/ai/learn',
    { config, schema: { body: learnRequestSchema, response: streamed } },
    async (request, reply) => {
      const { user } = await aiUser(app, request);
      const inputs = request.body;
      const courses = await matchCourses(app.ctx.db, inputs, { page: 1, pageSize: 5 });
      const titles = courses.items.map((c) => c.title);
      return stream(request, reply, {
        userId: user.id,
        tool: 'learn',
        inputs,
        userText: inputs.goal,
        messages: learnMessages(inputs, titles),
        offline: () => offlineLearningPath(inputs, titles),
      });
    },
  );

  app.post(
    '/api/ai/audience',
    { config, schema: { body: audienceRequestSchema, response: streamed } },
    async (request, reply) => {
      const { user } = await aiUser(app, request);
      const inputs = request.body;
      return stream(request, reply, {
        userId: user.id,
        tool: 'audience',
        inputs,
        userText: inputs.target,
        messages: audienceMessages(inputs),
        offline: () => offlineAudiencePlan(inputs),
      });
    },
  );

  // No video model is connected: the request is recorded and answered with the preview clip.
  app.post(
    '/api/ai/video',
    { config, schema: { body: videoRequestSchema, response: { 200: videoResultSchema } } },
    async (request) => {
      const { user } = await aiUser(app, request);
      const { prompt, style, duration } = request.body;
      const generation = await saveGeneration(app.ctx.db, {
        userId: user.id,
        tool: 'video',
        inputs: request.body,
        output: `Preview clip for "${prompt}" (${style}, ${duration} s): ${PREVIEW_CLIP_URL}`,
        engine: 'preview',
      });
      return { generation, videoUrl: PREVIEW_CLIP_URL };
    },
  );
};
