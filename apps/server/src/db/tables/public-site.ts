import type { ContactStatus, WaitingListInterest, WaitingListRole } from '@storyloom/domain';
import type { Generated } from 'kysely';

export interface WaitingListTable {
  id: Generated<string>;
  name: string;
  email: string;
  role: WaitingListRole | null;
  interests: WaitingListInterest[] | null;
  created_at: Generated<Date>;
}

export interface ContactMessagesTable {
  id: Generated<string>;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: Generated<ContactStatus>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}
