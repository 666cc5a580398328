import {
  NOTIFICATION_CATEGORIES,
  type NotificationPreference,
  notificationPreferenceSchema,
  settingsText,
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
import { queryText, SettingsSection } from '../section';

const t = settingsText.notifications;

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
  const save = useSaveNotification();
  const form = useZodForm(notificationPreferenceSchema, {
    defaultValues: pref,
    failure: () => toast.error(settingsText.saveFailed),
  });
  const onSave = form.submit(async (draft) => {
    await save.mutateAsync(draft);
    toast.success(settingsText.saved);
    onClose();
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={settingsText.billing.close}>
        <DialogTitle>{label}</DialogTitle>
        <DialogDescription>{t.dialogHint}</DialogDescription>
        <form onSubmit={onSave} noValidate className="flex flex-col gap-4">
          <div className="flex flex-col gap-3">
            <ChannelToggle
              id={`${pref.category}-in-app`}
              label={t.inApp}
              hint={t.inAppHint}
              field={form.register('inApp')}
            />
            <ChannelToggle
              id={`${pref.category}-email`}
              label={t.email}
              hint={t.emailHint}
              field={form.register('email')}
            />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              {settingsText.billing.close}
            </Button>
            <Button type="submit" disabled={form.busy}>
              {form.busy ? settingsText.saving : settingsText.savePreferences}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Notifications: 'Course updates' and 'Community activity', each with Configure (per channel). */
export function NotificationsTab() {
  const query = useQuery(notificationsQueryOptions);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <SettingsSection title={t.title} hint={t.hint}>
      <QueryState query={query} text={queryText}>
        {(data) => (
          <ul className="divide-y divide-border">
            {NOTIFICATION_CATEGORIES.map((category) => {
              const pref = data.items.find((p) => p.category === category.id) ?? {
                category: category.id,
                inApp: true,
                email: true,
              };
              return (
                <li key={category.id} className="flex flex-wrap items-center justify-between gap-3 py-4">
                  <div className="flex flex-col">
                    <span className="font-medium">{category.label}</span>
                    <span className="text-sm text-muted-foreground">{category.hint}</span>
                    <span className="text-sm" data-testid={`summary-${category.id}`}>
                      {t.summary(pref.inApp, pref.email)}
                    </span>
                  </div>
                  <Button
                    variant="outline"
                    aria-label={`${t.configure}: ${category.label}`}
                    onClick={() => setOpen(category.id)}
                  >
                    {t.configure}
                  </Button>
                  {open === category.id && (
                    <ConfigureDialog pref={pref} label={category.label} onClose={() => setOpen(null)} />
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
    </SettingsSection>
  );
}
