// Level thresholds and the points each action earns (decisions 0703, 0704).

/** Minimum points for levels 1 to 9, in order. */
export const LEVEL_THRESHOLDS = [0, 10, 25, 50, 100, 200, 350, 500, 1000] as const;

export const POINTS = {
  post: 5,
  comment: 2,
  likeReceived: 1,
  eventCreated: 10,
  eventAttended: 3,
  dailyStreak: 2,
  /** A certificate: every module of a course completed (issue 17, docs/decisions/1710). */
  courseCompleted: 25,
} as const;
export type PointsReason = keyof typeof POINTS;

/** At most this many awards per member, reason and UTC day (enforced by the database). */
export const POINTS_DAILY_CAPS: Record<PointsReason, number> = {
  post: 10,
  comment: 30,
  likeReceived: 100,
  eventCreated: 3,
  eventAttended: 3,
  dailyStreak: 1,
  courseCompleted: 3,
};

export interface LevelInfo {
  level: number;
  points: number;
  /** Points still needed for the next level; null at the top level. */
  toNextLevel: number | null;
}

export function levelFor(points: number): LevelInfo {
  const safe = Math.max(0, Math.floor(points));
  let index = 0;
  for (let i = 0; i < LEVEL_THRESHOLDS.length; i++) {
    if (safe >= (LEVEL_THRESHOLDS[i] ?? Number.POSITIVE_INFINITY)) index = i;
  }
  const next = LEVEL_THRESHOLDS[index + 1];
  return { level: index + 1, points: safe, toNextLevel: next === undefined ? null : next - safe };
}
