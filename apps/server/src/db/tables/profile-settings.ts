import type { Generated } from 'kysely';

export interface ProfilesTable {
  id: string;
  username: string;
  full_name: string | null;
  avatar_url: string | null;
  bio: string | null;
  website: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface UserSettingsTable {
  user_id: string;
  timezone: string | null;
  language: string | null;
  email_from_name: string | null;
  email_reply_to: string | null;
  site_title: string | null;
  site_description: string | null;
  homepage_layout: string | null;
  updated_at: Generated<Date>;
}

export interface NotificationPreferencesTable {
  user_id: string;
  category: string;
  channel: string;
  enabled: boolean;
}

export interface EmailTemplatesTable {
  user_id: string;
  template_id: string;
  subject: string;
  body: string;
  updated_at: Generated<Date>;
}

export interface CustomDomainsTable {
  id: Generated<string>;
  user_id: string;
  hostname: string;
  status: Generated<string>;
  verification_token: string;
  created_at: Generated<Date>;
}

export interface TeamMembersTable {
  id: Generated<string>;
  owner_id: string;
  email: string;
  role: string;
  status: Generated<string>;
  member_user_id: string | null;
  invite_token_hash: string | null;
  invited_at: Generated<Date>;
  accepted_at: Date | null;
}
