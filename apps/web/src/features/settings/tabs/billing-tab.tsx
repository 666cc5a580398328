import { SAMPLE_BILLING } from '@storyloom/domain';
import { Check, CreditCard, Info } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { htmlLangOf, useActiveLocale } from '@/i18n';
import { useDateFormat } from '@/lib/use-date-format';
import { type SettingsKey, type Translate, useT } from '../i18n';
import { SettingsSection } from '../section';

const { plan, paymentMethod, invoices } = SAMPLE_BILLING;
type Invoice = (typeof invoices)[number];

// The sample plan and invoices, told in the reader's language.
const PLAN_FEATURES: SettingsKey[] = [
  'billing.plan.unlimitedCourses',
  'billing.plan.customDomain',
  'billing.plan.advancedAnalytics',
];
const INVOICE_TEXT: Record<Invoice['id'], SettingsKey> = {
  'INV-2025-0001': 'billing.invoice.professionalAnnual',
  'INV-2024-0001': 'billing.invoice.professionalAnnual',
  'INV-2023-0001': 'billing.invoice.starterAnnual',
};

/** "$240.00" in the reader's number format (the sample is in US dollars). */
function useMoney(): (amount: number) => string {
  const locale = htmlLangOf(useActiveLocale());
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
  return (amount) => format.format(amount);
}

/** Buttons that need a payment provider say so instead of doing nothing. */
const notConnected = (t: Translate<SettingsKey>) => () =>
  toast(t('billing.notConnected'), { description: t('billing.notConnectedHint') });

function InvoiceDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const t = useT();
  const money = useMoney();
  const { day } = useDateFormat();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('close')}>
        <DialogTitle>{t('billing.invoiceTitle', { id: invoice.id })}</DialogTitle>
        <DialogDescription>{t('billing.sampleNotice')}</DialogDescription>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted-foreground">{t('billing.description')}</dt>
          <dd>{t(INVOICE_TEXT[invoice.id])}</dd>
          <dt className="text-muted-foreground">{t('billing.date')}</dt>
          <dd>{day(invoice.date)}</dd>
          <dt className="text-muted-foreground">{t('billing.amount')}</dt>
          <dd className="font-semibold">{money(invoice.amount)}</dd>
        </dl>
        <DialogFooter>
          <Button onClick={onClose}>{t('close')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Billing: a static sample plan and invoices, marked as such until a payment provider is connected. */
export function BillingTab() {
  const t = useT();
  const money = useMoney();
  const { day } = useDateFormat();
  const [invoice, setInvoice] = useState<Invoice | null>(null);
  const onUnavailable = notConnected(t);
  return (
    <div className="flex flex-col gap-6">
      <p role="note" className="flex items-start gap-2 rounded-lg border border-border bg-muted/50 p-3 text-sm">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('billing.sampleNotice')}
      </p>
      <SettingsSection title={t('billing.title')}>
        <div className="flex flex-col gap-4 rounded-lg border border-border p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-lg font-semibold">{t('billing.plan.name')}</h3>
            <Badge tone="primary">{t('billing.plan.status')}</Badge>
          </div>
          <p className="flex flex-wrap items-baseline gap-2">
            <span className="text-2xl font-bold">{money(plan.pricePerYear)}</span>
            <span className="text-sm text-muted-foreground">{t('billing.perYear')}</span>
            <Badge tone="primary">{t('billing.plan.saving')}</Badge>
          </p>
          <p className="text-sm text-muted-foreground">{t('billing.plan.cycle')}</p>
          <ul className="flex flex-col gap-1 text-sm">
            {PLAN_FEATURES.map((feature) => (
              <li key={feature} className="flex items-center gap-2">
                <Check aria-hidden="true" className="size-4 text-link" />
                {t(feature)}
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={onUnavailable}>
              {t('billing.changePlan')}
            </Button>
            <Button variant="ghost" onClick={onUnavailable}>
              {t('billing.cancelSubscription')}
            </Button>
          </div>
        </div>
      </SettingsSection>
      <SettingsSection
        title={t('billing.paymentMethods')}
        action={
          <Button variant="outline" onClick={onUnavailable}>
            {t('billing.addPaymentMethod')}
          </Button>
        }
      >
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-border p-4">
          <CreditCard aria-hidden="true" className="size-6" />
          <span className="font-medium">
            {paymentMethod.brand} •••• {paymentMethod.last4}
          </span>
          <span className="text-sm text-muted-foreground">{t('billing.expires', { date: paymentMethod.expiry })}</span>
          {paymentMethod.isDefault && <Badge>{t('billing.defaultBadge')}</Badge>}
        </div>
      </SettingsSection>
      <SettingsSection title={t('billing.history')}>
        <ul className="divide-y divide-border">
          {invoices.map((line) => (
            <li key={line.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="flex flex-col">
                <span className="font-medium">{t(INVOICE_TEXT[line.id])}</span>
                <span className="text-sm text-muted-foreground">
                  {day(line.date)} · {money(line.amount)}
                </span>
              </div>
              <Button
                variant="outline"
                size="sm"
                aria-label={t('billing.viewInvoiceNamed', { id: line.id })}
                onClick={() => setInvoice(line)}
              >
                {t('billing.viewInvoice')}
              </Button>
            </li>
          ))}
        </ul>
      </SettingsSection>
      {invoice && <InvoiceDialog invoice={invoice} onClose={() => setInvoice(null)} />}
    </div>
  );
}
