import { type Kysely, sql } from 'kysely';

// The community hub: spaces, posts, comments, likes, follows, the points ledger, notifications and
// presence. Counts that lists sort or show per row (likes, comments) are kept on the post and changed
// in the same transaction as the row they count; member counts are counted (spaces are few).
const statements = [
  `create table spaces (
    id uuid primary key default gen_random_uuid(),
    name text not null check (char_length(name) between 1 and 60),
    description text check (char_length(description) <= 500),
    icon text not null default '🎮',
    color text not null default '#8B5CF6',
    categories text[] not null default '{}',
    created_by uuid references "user"(id) on delete set null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  'create index spaces_created_idx on spaces (created_at, id)',
  `create table space_members (
    space_id uuid not null references spaces(id) on delete cascade,
    user_id uuid not null references "user"(id) on delete cascade,
    role text not null default 'member' check (role in ('admin', 'moderator', 'member')),
    joined_at timestamptz not null default now(),
    primary key (space_id, user_id)
  )`,
  // Posts need a home before any demo content exists: the default space 'Content Creation'.
  `insert into spaces (id, name, description, icon, color, categories) values (
    '5a1ce000-0000-4000-8000-000000000001', 'Content Creation',
    'Share your videos, posts and creative process with fellow creators.', '🎬', '#8B5CF6',
    '{Video,"Social Media"}')`,
  'create index space_members_user_idx on space_members (user_id, joined_at desc)',
  'create index space_members_space_joined_idx on space_members (space_id, joined_at, user_id)',
  `create index space_members_staff_idx on space_members (user_id) where role in ('admin', 'moderator')`,

  `create table posts (
    id uuid primary key default gen_random_uuid(),
    author_id uuid not null references "user"(id) on delete cascade,
    space_id uuid not null references spaces(id) on delete cascade,
    type text not null check (type in ('post', 'image', 'video', 'event')),
    visibility text not null check (visibility in ('public', 'private')),
    content text not null check (char_length(content) <= 5000),
    media_key text,
    event_id uuid references events(id) on delete set null,
    like_count integer not null default 0 check (like_count >= 0),
    comment_count integer not null default 0 check (comment_count >= 0),
    created_at timestamptz not null default now(),
    edited_at timestamptz
  )`,
  'create index posts_feed_idx on posts (created_at desc, id desc)',
  'create index posts_space_feed_idx on posts (space_id, created_at desc, id desc)',
  'create index posts_author_feed_idx on posts (author_id, created_at desc, id desc)',
  'create index posts_type_feed_idx on posts (type, created_at desc, id desc)',
  'create index posts_popular_idx on posts (like_count desc, created_at desc, id desc)',
  'create index posts_event_idx on posts (event_id) where event_id is not null',
  'create index posts_content_trgm_idx on posts using gin (content gin_trgm_ops)',

  `create table post_likes (
    post_id uuid not null references posts(id) on delete cascade,
    user_id uuid not null references "user"(id) on delete cascade,
    created_at timestamptz not null default now(),
    primary key (post_id, user_id)
  )`,
  'create index post_likes_user_idx on post_likes (user_id)',
  'create index post_likes_created_idx on post_likes (created_at, post_id)',

  `create table post_comments (
    id uuid primary key default gen_random_uuid(),
    post_id uuid not null references posts(id) on delete cascade,
    author_id uuid not null references "user"(id) on delete cascade,
    content text not null check (char_length(content) between 1 and 2000),
    created_at timestamptz not null default now(),
    edited_at timestamptz
  )`,
  'create index post_comments_post_idx on post_comments (post_id, created_at, id)',
  'create index post_comments_author_idx on post_comments (author_id)',
  'create index post_comments_created_idx on post_comments (created_at, post_id)',

  `create table follows (
    follower_id uuid not null references "user"(id) on delete cascade,
    followee_id uuid not null references "user"(id) on delete cascade,
    created_at timestamptz not null default now(),
    primary key (follower_id, followee_id),
    check (follower_id <> followee_id)
  )`,
  'create index follows_followee_idx on follows (followee_id)',

  // source_key makes every award idempotent ('post:<id>', 'like:<post>:<liker>', 'streak:<day>' ...);
  // the post and comment references take the points away with the thing that earned them.
  `create table points_ledger (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null references "user"(id) on delete cascade,
    reason text not null check (reason in ('post', 'comment', 'likeReceived', 'eventCreated', 'eventAttended', 'dailyStreak')),
    points integer not null,
    source_key text not null,
    post_id uuid references posts(id) on delete cascade,
    comment_id uuid references post_comments(id) on delete cascade,
    event_id uuid references events(id) on delete cascade,
    created_at timestamptz not null default now(),
    unique (user_id, reason, source_key)
  )`,
  'create index points_ledger_range_idx on points_ledger (created_at, user_id) include (points, reason)',
  'create index points_ledger_user_idx on points_ledger (user_id, created_at)',
  'create index points_ledger_post_idx on points_ledger (post_id) where post_id is not null',
  'create index points_ledger_comment_idx on points_ledger (comment_id) where comment_id is not null',
  'create index points_ledger_event_idx on points_ledger (event_id) where event_id is not null',

  `create table activity_days (
    user_id uuid not null references "user"(id) on delete cascade,
    day date not null,
    primary key (user_id, day)
  )`,

  `create table notifications (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null references "user"(id) on delete cascade,
    actor_id uuid references "user"(id) on delete cascade,
    kind text not null check (kind in ('post_liked', 'post_commented', 'new_follower', 'event_reminder')),
    post_id uuid references posts(id) on delete cascade,
    comment_id uuid references post_comments(id) on delete cascade,
    event_id uuid references events(id) on delete cascade,
    read_at timestamptz,
    created_at timestamptz not null default now()
  )`,
  'create index notifications_user_idx on notifications (user_id, created_at desc, id desc)',
  'create index notifications_unread_idx on notifications (user_id) where read_at is null',
  'create index notifications_actor_idx on notifications (actor_id)',
  'create index notifications_post_idx on notifications (post_id) where post_id is not null',
  'create index notifications_event_idx on notifications (event_id) where event_id is not null',
  'create index notifications_comment_idx on notifications (comment_id) where comment_id is not null',
  `create unique index notifications_like_once on notifications (user_id, actor_id, post_id) where kind = 'post_liked'`,
  `create unique index notifications_follow_once on notifications (user_id, actor_id) where kind = 'new_follower'`,
  `create unique index notifications_reminder_once on notifications (user_id, event_id) where kind = 'event_reminder'`,

  `create table user_presence (
    user_id uuid primary key references "user"(id) on delete cascade,
    last_seen_at timestamptz not null default now()
  )`,
  'create index user_presence_seen_idx on user_presence (last_seen_at desc)',

  // The members directory: ordered by join date, searched by name or username.
  'create index community_profiles_joined_idx on profiles (created_at, id)',
  'create index community_profiles_full_name_trgm_idx on profiles using gin (full_name gin_trgm_ops)',
  'create index community_profiles_username_trgm_idx on profiles using gin (username gin_trgm_ops)',

  // Events and registrations are written by the events module (and its seed) as well as ours; these
  // triggers give their points whoever writes them. Attendance counts from the event's start: a
  // ledger row dated in the future is not counted before then (docs/decisions/0704).
  `create function community_event_created_points() returns trigger language plpgsql as $$
  begin
    if new.created_by is not null then
      insert into points_ledger (user_id, reason, points, source_key, event_id)
      values (new.created_by, 'eventCreated', 10, 'event:' || new.id, new.id)
      on conflict do nothing;
    end if;
    return new;
  end $$`,
  `create trigger events_created_points after insert on events
    for each row execute function community_event_created_points()`,
  `create function community_event_attended_points() returns trigger language plpgsql as $$
  begin
    if tg_op = 'INSERT' then
      insert into points_ledger (user_id, reason, points, source_key, event_id, created_at)
      select new.user_id, 'eventAttended', 3, 'attend:' || new.event_id, new.event_id, e.starts_at
      from events e where e.id = new.event_id
      on conflict do nothing;
      return new;
    end if;
    delete from points_ledger
    where user_id = old.user_id and reason = 'eventAttended' and source_key = 'attend:' || old.event_id;
    return old;
  end $$`,
  `create trigger event_registrations_points after insert or delete on event_registrations
    for each row execute function community_event_attended_points()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
