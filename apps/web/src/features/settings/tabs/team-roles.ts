import type { TeamRole } from '@storyloom/domain';
import type { SettingsKey } from '../i18n';

/** Each team role's name and what it may do. */
export const ROLE_TEXT: Record<TeamRole, { label: SettingsKey; description: SettingsKey }> = {
  owner: { label: 'team.roles.owner', description: 'team.roles.ownerHint' },
  admin: { label: 'team.roles.admin', description: 'team.roles.adminHint' },
  editor: { label: 'team.roles.editor', description: 'team.roles.editorHint' },
};
