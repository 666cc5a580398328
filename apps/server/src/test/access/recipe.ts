import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../app.js';
import type { Actor, Fixtures } from './fixtures.js';

export interface CallContext {
  t: TestApp;
  f: Fixtures;
  /** null for a guest. */
  actor: Actor | null;
}

/** How to make a request to one route that is valid in every way but who sends it. */
export interface Recipe {
  /** The concrete URL; default: the route's path with its params taken from the fixtures (PARAMS). */
  url?: (c: CallContext) => string | Promise<string>;
  body?: (c: CallContext) => unknown | Promise<unknown>;
  multipart?: (c: CallContext) => Promise<{ payload: Buffer; headers: Record<string, string> }>;
  /** A cookie the request needs besides the actor's session (the age screen's browser id). */
  cookie?: (c: CallContext) => string | Promise<string>;
  /** The answer signs a new account in: the actor keeps its own session. */
  signsInAnother?: true;
  /** The status an allowed caller gets; default: any 2xx. */
  ok?: number;
  /** What a signed-in caller gets from a route that only makes sense before signing in. */
  signedIn?: number;
  /** The route ends the caller's session: the cookie it was sent with must be refused afterwards. */
  endsSession?: true;
  /** Keeps something from an allowed caller's answer for a later step (two-factor enrolment). */
  remember?: (res: LightMyRequestResponse, actor: Actor) => void;
  /** A server-sent event stream: probed over a socket, not injected. */
  stream?: true;
}

/** Which fixture a route param names, unless the recipe says otherwise. */
export const PARAMS: Record<string, (f: Fixtures) => string> = {
  postId: (f) => f.ids.publicPost as string,
  commentId: (f) => f.ids.comment as string,
  spaceId: (f) => f.ids.space as string,
  eventId: (f) => f.ids.event as string,
  courseId: (f) => f.ids.course as string,
  moduleId: () => '1',
  lessonId: (f) => f.ids.lesson as string,
  materialId: (f) => f.ids.material as string,
  memberId: (f) => f.ids.bystander as string,
  username: (f) => f.ids.username as string,
  studioCourseId: (f) => f.ids.studioCourse as string,
  studioModuleId: (f) => f.ids.studioModule as string,
  studioLessonId: (f) => f.ids.studioLesson as string,
  id: () => {
    throw new Error('":id" is ambiguous: give the recipe a url');
  },
};

/** A route path with its params replaced: the recipe's own values first, then PARAMS. */
export function fill(path: string, f: Fixtures, own: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = own[name] ?? PARAMS[name]?.(f);
    if (value === undefined) throw new Error(`no fixture for :${name} in ${path}`);
    return encodeURIComponent(value);
  });
}

export const pathOf = (key: string) => key.slice(key.indexOf(' ') + 1);
/** A recipe whose URL is the route's own path with some params named. */
export const at =
  (key: string, own: (f: Fixtures) => Record<string, string>) =>
  ({ f }: CallContext) =>
    fill(pathOf(key), f, own(f));
/** The caller's own password, or one that cannot match for a guest. */
export const pw = ({ actor }: CallContext) => actor?.password ?? 'not-signed-in-1';

export type Recipes = Record<string, Recipe>;
