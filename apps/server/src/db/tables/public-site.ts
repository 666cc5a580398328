import type { Generated } from 'kysely';

export interface WaitingListTable {
  id: Generated<string>;
  name: string;
  email: string;
  role: string | null;
  interests: string[] | null;
  created_at: Generated<Date>;
}

export interface ContactMessagesTable {
  id: Generated<string>;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: Generated<string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}
