import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { EMAIL_TEMPLATE_IDS, NOTIFICATION_CATEGORY_IDS } from '@storyloom/domain';
import type { LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import sharp from 'sharp';
import { coursesSeeder } from '../db/seed/courses.js';
import { seedDemoContent } from '../db/seed/index.js';
import { requestParentalConsent } from '../modules/parents/consent-request.js';
import { json, type TestApp } from './app.js';
import { type Member, newMember, publish } from './community.js';
import { multipartBody } from './uploads.js';
import { uniqueEmail } from './users.js';

const run = promisify(execFile);

function ok(res: LightMyRequestResponse, what: string): LightMyRequestResponse {
  if (res.statusCode >= 300) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  return res;
}

export const png = (color = '#8B5CF6') =>
  sharp({ create: { width: 24, height: 24, channels: 3, background: color } })
    .png()
    .toBuffer();

/** What seedEveryArea made, to look for afterwards. */
export interface SeededMember {
  member: Member;
  other: Member;
  ids: Record<string, string>;
}

/**
 * A member with something in every area, made through the API as a browser would (the consent
 * records through the parental-consent request, the only way they are made): profile and avatar,
 * settings, posts with a picture, comments, likes, follows both ways, spaces, events, a course with
 * progress and a module comment, an AI generation, a notification. `other` is a second member
 * they interact with.
 */
export async function seedEveryArea(t: TestApp): Promise<SeededMember> {
  await seedDemoContent(t.app.ctx.db, pino({ level: 'silent' }), [coursesSeeder]);
  const member = await newMember(t, 'Data Owner');
  const other = await newMember(t, 'Other Member');
  const ids: Record<string, string> = {};
  const as = async (who: Member, method: 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) =>
    ok(await who.call(method, url, payload), `${method} ${url}`);
  const withFile = async (who: Member, url: string, fields?: Record<string, string>) => {
    const body = multipartBody({ filename: 'picture.png', contentType: 'image/png', bytes: await png() }, fields);
    return ok(
      await t.app.inject({
        method: 'POST',
        url,
        payload: body.payload,
        headers: { ...body.headers, cookie: who.cookie },
      }),
      `upload ${url}`,
    );
  };

  await as(member, 'PATCH', '/api/profile', { bio: 'Bio of the data owner' });
  ids.avatarUrl = json<{ avatarUrl: string }>(await withFile(member, '/api/profile/avatar')).avatarUrl;
  await as(member, 'PUT', '/api/settings/general', { timezone: 'UTC', language: 'en-US' });
  await as(member, 'PUT', '/api/settings/notifications', {
    category: NOTIFICATION_CATEGORY_IDS[0],
    inApp: true,
    email: false,
  });
  await as(member, 'PUT', `/api/settings/email/templates/${EMAIL_TEMPLATE_IDS[0]}`, {
    subject: 'Owner template subject',
    body: 'Hello {{name}}, here is your link: {{link}}',
  });
  ids.domain = `owner-${Date.now().toString(36)}.example.net`;
  await as(member, 'POST', '/api/settings/domains', { hostname: ids.domain });
  ids.invitee = uniqueEmail('owner-invitee');
  await as(member, 'POST', '/api/settings/team/invitations', { email: ids.invitee, role: 'editor' });

  ids.post = await publish(member, 'A post of the data owner');
  ids.privatePost = await publish(member, 'A private note of the data owner', { visibility: 'private' });
  const media = await withFile(member, '/api/posts/media', { content: 'A picture of the owner', visibility: 'public' });
  ids.mediaPost = json<{ id: string }>(media).id;
  ids.otherPost = await publish(other, 'A post of another member');
  ids.comment = json<{ id: string }>(
    await as(member, 'POST', `/api/posts/${ids.otherPost}/comments`, { content: 'Owner comment in another thread' }),
  ).id;
  await as(other, 'POST', `/api/posts/${ids.post}/comments`, { content: 'Other member comment on the owner post' });
  await as(member, 'PUT', `/api/posts/${ids.otherPost}/like`);
  await as(other, 'PUT', `/api/posts/${ids.post}/like`);
  await as(member, 'PUT', `/api/members/${other.id}/follow`);
  await as(other, 'PUT', `/api/members/${member.id}/follow`);

  ids.space = json<{ id: string }>(await as(member, 'POST', '/api/spaces', { name: `Owner space ${Date.now()}` })).id;
  ids.otherSpace = json<{ id: string }>(
    await as(other, 'POST', '/api/spaces', { name: `Other space ${Date.now()}` }),
  ).id;
  await as(member, 'PUT', `/api/spaces/${ids.otherSpace}/membership`);
  const event = (title: string) => ({
    title,
    type: 'workshop',
    description: `${title}, described`,
    startsAt: new Date(Date.now() + 20 * 86_400_000).toISOString(),
    location: 'Online',
    maxAttendees: null,
  });
  ids.event = json<{ id: string }>(await as(member, 'POST', '/api/events', event('Owner workshop'))).id;
  ids.otherEvent = json<{ id: string }>(await as(other, 'POST', '/api/events', event('Other workshop'))).id;
  await as(member, 'POST', `/api/events/${ids.otherEvent}/registration`, {});
  await as(other, 'POST', `/api/events/${ids.event}/registration`, {});

  const courses = json<{ items: Array<{ slug: string }> }>(await member.call('GET', '/api/courses?pageSize=10')).items;
  ids.course = courses[0]?.slug ?? '';
  await as(member, 'POST', `/api/courses/${ids.course}/enrollment`, {});
  const view = json<{ module: { lessons: Array<{ id: string }> } }>(
    ok(await member.call('GET', `/api/courses/${ids.course}/modules/1`), 'module'),
  );
  ids.lesson = view.module.lessons[0]?.id ?? '';
  await as(member, 'POST', `/api/courses/${ids.course}/modules/1/lessons/${ids.lesson}/completion`, {});
  await as(member, 'POST', `/api/courses/${ids.course}/modules/1/comments`, { body: 'Owner question on module one' });
  await as(other, 'POST', `/api/courses/${ids.course}/enrollment`, {});
  await as(other, 'POST', `/api/courses/${ids.course}/modules/1/comments`, { body: 'Other question on module one' });

  ok(await member.call('POST', '/api/ai/story', { prompt: 'A lighthouse keeper who collects clouds' }), 'story');

  await requestParentalConsent(t.app.ctx, { userId: member.id, parentEmail: uniqueEmail('parent'), ip: '127.0.0.1' });

  // Safety (issue 16): a report each way (one about the member's profile), an action about the
  // member and their appeal, a block, a mute and a language refusal.
  await as(member, 'POST', '/api/reports', { surface: 'post', itemId: ids.otherPost, reason: 'spam' });
  await as(other, 'POST', '/api/reports', { surface: 'post', itemId: ids.post, reason: 'bullying' });
  await as(other, 'POST', '/api/reports', { surface: 'profile', itemId: member.id, reason: 'other', note: 'odd' });
  const { db } = t.app.ctx;
  const action = await db
    .insertInto('moderation_actions')
    .values({
      moderator_id: other.id,
      surface: 'post',
      item_id: ids.post,
      subject_id: member.id,
      action: 'warn',
      rule_id: 'be-kind',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.moderationAction = action.id;
  await as(member, 'POST', `/api/moderation/notices/${action.id}/appeal`, { text: 'Owner appeal text' });
  await db.insertInto('member_blocks').values({ blocker_id: member.id, blocked_id: other.id }).execute();
  await db.insertInto('member_mutes').values({ muter_id: member.id, muted_id: other.id }).execute();
  await db.insertInto('language_strikes').values({ user_id: member.id }).execute();
  return { member, other, ids };
}

/** The entry names of a zip, listed by a standard unzip (Info-ZIP's, or Python's zipfile). */
export async function zipEntries(file: string): Promise<string[]> {
  const python = `import sys, zipfile\nprint("\\n".join(zipfile.ZipFile(sys.argv[1]).namelist()))`;
  const { stdout } = await run('python3', ['-c', python, file]);
  return stdout.split('\n').filter(Boolean);
}

/** Tests the zip's integrity with `unzip -t` when installed, else `python3 -m zipfile -t`. */
export async function testZip(file: string): Promise<string> {
  const unzip = await run('unzip', ['-t', file]).catch(() => null);
  if (unzip) return unzip.stdout;
  return (await run('python3', ['-m', 'zipfile', '-t', file])).stdout;
}

/** One entry's bytes, read by Python's zipfile (not by our own code). */
export async function zipEntry(file: string, name: string): Promise<Buffer> {
  const python = 'import sys, zipfile\nsys.stdout.buffer.write(zipfile.ZipFile(sys.argv[1]).read(sys.argv[2]))';
  const { stdout } = await run('python3', ['-c', python, file, name], { encoding: 'buffer', maxBuffer: 64 << 20 });
  return stdout;
}
