import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_auth.js';
import * as m0002 from './0002_core.js';
import * as m0003 from './0003_public.js';
import * as m0004 from './0004_account_security.js';
import * as m0005 from './0005_courses_events.js';
import * as m0006 from './0006_ai.js';
import * as m0007 from './0007_community.js';
import * as m0008 from './0008_profile_settings.js';
import * as m0009 from './0009_event_privacy_and_point_caps.js';
import * as m0010 from './0010_post_media_key_index.js';
import * as m0012 from './0012_activity_mails.js';
import * as m0013 from './0013_young_members.js';
import * as m0014 from './0014_data_rights.js';
import * as m0016 from './0016_retention.js';
import * as m0017 from './0017_safety.js';
import * as m0018 from './0018_safety_indexes.js';
import * as m0019 from './0019_mail_queue.js';
import * as m0020 from './0020_course_studio.js';
import * as m0021 from './0021_quizzes.js';
import * as m0022 from './0022_certificates.js';
import * as m0023 from './0023_course_media.js';

/** Every migration, in order. Add new ones at the end; never edit one that has shipped. */
export const migrations: Record<string, Migration> = {
  '0001_auth': m0001,
  '0002_core': m0002,
  '0003_public': m0003,
  '0004_account_security': m0004,
  '0005_courses_events': m0005,
  '0006_ai': m0006,
  '0007_community': m0007,
  '0008_profile_settings': m0008,
  '0009_event_privacy_and_point_caps': m0009,
  '0010_post_media_key_index': m0010,
  '0012_activity_mails': m0012,
  '0013_young_members': m0013,
  '0014_data_rights': m0014,
  '0016_retention': m0016,
  '0017_safety': m0017,
  '0018_safety_indexes': m0018,
  '0019_mail_queue': m0019,
  '0020_course_studio': m0020,
  '0021_quizzes': m0021,
  '0022_certificates': m0022,
  '0023_course_media': m0023,
};
