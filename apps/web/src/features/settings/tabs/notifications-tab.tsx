import {
  NOTIFICATION_CATEGORY_IDS,
  type NotificationCategory,
  type NotificationPreference,
  notificationPreferenceSchema,
} from '@storyloom/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { useZodForm } from '@/lib/use-zod-form';
import { notificationsQueryOptions, useSaveNotification } from '../api';
import { type SettingsKey, useT } from '../i18n';
import { SettingsSection, useQueryText } from '../section';

const CATEGORY_TEXT: Record<NotificationCategory, { label: SettingsKey; hint: SettingsKey }> = {
  course_updates: { label: 'notifications.courseUpdates', hint: 'notifications.courseUpdatesHint' },
  community_activity: { label: 'notifications.communityActivity', hint: 'notifications.communityActivityHint' },
};

/** Which channels are on, as the summary's select message names them. */
function channels(pref: NotificationPreference): 'both' | 'inApp' | 'email' | 'off' {
  if (pref.inApp && pref.email) return 'both';
  if (pref.inApp) return 'inApp';
  return pref.email ? 'email' : 'off';
}

function ChannelToggle({
  id,
  label,
  hint,
  field,
}: {
  id: string;
  label: string;
  hint: string;
  field: UseFormRegisterReturn;
}) {
  return (
    <div className="flex items-start gap-3 rounded-lg border border-border p-3">
      <input
        id={id}
        type="checkbox"
        className="mt-1 size-4 accent-primary"
        aria-describedby={`${id}-hint`}
        {...field}
      />
      <label htmlFor={id} className="flex flex-col">
        <span className="text-sm font-medium">{label}</span>
        <span id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </span>
      </label>
    </div>
  );
}

function ConfigureDialog({
  pref,
  label,
  onClose,
}: {
  pref: NotificationPreference;
  label: string;
  onClose: () => void;
}) {
  const t = useT();
  const save = useSaveNotification();
  const form = useZodForm(notificationPreferenceSchema, {
    defaultValues: pref,
    failure: () => toast.error(t('saveFailed')),
  });
  const onSave = form.submit(async (draft) => {
    await save.mutateAsync(draft);
    toast.success(t('saved'));
    onClose();
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('close')}>
        <DialogTitle>{label}</DialogTitle>
        <DialogDescription>{t('notifications.dialogHint')}</DialogDescription>
        <form onSubmit={onSave} noValidate className="flex flex-col gap-4">
          <div className="flex flex-col gap-3">
            <ChannelToggle
              id={`${pref.category}-in-app`}
              label={t('notifications.inApp')}
              hint={t('notifications.inAppHint')}
              field={form.register('inApp')}
            />
            <ChannelToggle
              id={`${pref.category}-email`}
              label={t('notifications.email')}
              hint={t('notifications.emailHint')}
              field={form.register('email')}
            />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              {t('close')}
            </Button>
            <Button type="submit" disabled={form.busy}>
              {form.busy ? t('saving') : t('savePreferences')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Notifications: 'Course updates' and 'Community activity', each with Configure (per channel). */
export function NotificationsTab() {
  const t = useT();
  const queryText = useQueryText();
  const query = useQuery(notificationsQueryOptions);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <SettingsSection title={t('notifications.title')} hint={t('notifications.hint')}>
      <QueryState query={query} text={queryText}>
        {(data) => (
          <ul className="divide-y divide-border">
            {NOTIFICATION_CATEGORY_IDS.map((id) => {
              const pref = data.items.find((p) => p.category === id) ?? { category: id, inApp: true, email: true };
              const label = t(CATEGORY_TEXT[id].label);
              return (
                <li key={id} className="flex flex-wrap items-center justify-between gap-3 py-4">
                  <div className="flex flex-col">
                    <span className="font-medium">{label}</span>
                    <span className="text-sm text-muted-foreground">{t(CATEGORY_TEXT[id].hint)}</span>
                    <span className="text-sm" data-testid={`summary-${id}`}>
                      {t('notifications.summary', { channels: channels(pref) })}
                    </span>
                  </div>
                  <Button
                    variant="outline"
                    aria-label={t('notifications.configureCategory', { category: label })}
                    onClick={() => setOpen(id)}
                  >
                    {t('notifications.configure')}
                  </Button>
                  {open === id && <ConfigureDialog pref={pref} label={label} onClose={() => setOpen(null)} />}
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
    </SettingsSection>
  );
}
