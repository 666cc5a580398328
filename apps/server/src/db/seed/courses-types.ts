import type { EXPERIENCE_LEVELS, MaterialType } from '@storyloom/domain';

export interface SeedMaterial {
  title: string;
  type: MaterialType;
  file: string;
}

export interface SeedModule {
  title: string;
  description: string;
  minutes: number;
  /** false: a module whose video "has not been uploaded yet" (the viewer says so). */
  video: boolean;
  lessons: Array<[title: string, minutes: number]>;
  materials?: SeedMaterial[];
}

export interface SeedRecording {
  title: string;
  daysAgo: number;
  minutes: number;
}

export interface SeedCourse {
  slug: string;
  title: string;
  description: string;
  category: string;
  levels: Array<(typeof EXPERIENCE_LEVELS)[number]>;
  durationWeeks: number;
  learningPoints: string[];
  instructor: { name: string; title: string; bio: string };
  session: { weekday: number; time: string };
  modules: SeedModule[];
  recordings?: SeedRecording[];
}

/** A module with a video and plain lessons: most of the catalogue is built from these. */
export function mod(
  title: string,
  description: string,
  lessons: Array<[string, number]>,
  extra: Partial<Pick<SeedModule, 'video' | 'materials'>> = {},
): SeedModule {
  const minutes = lessons.reduce((sum, [, m]) => sum + m, 0);
  return { title, description, minutes, lessons, video: extra.video ?? true, materials: extra.materials };
}
