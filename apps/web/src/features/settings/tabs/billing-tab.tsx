import { SAMPLE_BILLING, settingsText } from '@storyloom/domain';
import { Check, CreditCard, Info } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { useDateFormat } from '@/lib/use-date-format';
import { SettingsSection } from '../section';

const t = settingsText.billing;
const { plan, paymentMethod, invoices } = SAMPLE_BILLING;
type Invoice = (typeof invoices)[number];

const money = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);
/** Buttons that need a payment provider say so instead of doing nothing. */
const notConnected = () => toast(t.notConnected, { description: t.notConnectedHint });

function InvoiceDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const { day } = useDateFormat();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t.close}>
        <DialogTitle>
          {t.invoice} {invoice.id}
        </DialogTitle>
        <DialogDescription>{t.sampleNotice}</DialogDescription>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted-foreground">{t.description}</dt>
          <dd>{invoice.description}</dd>
          <dt className="text-muted-foreground">{t.date}</dt>
          <dd>{day(invoice.date)}</dd>
          <dt className="text-muted-foreground">{t.amount}</dt>
          <dd className="font-semibold">{money(invoice.amount)}</dd>
        </dl>
        <DialogFooter>
          <Button onClick={onClose}>{t.close}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Billing: a static sample plan and invoices, marked as such until a payment provider is connected. */
export function BillingTab() {
  const { day } = useDateFormat();
  const [invoice, setInvoice] = useState<Invoice | null>(null);
  return (
    <div className="flex flex-col gap-6">
      <p role="note" className="flex items-start gap-2 rounded-lg border border-border bg-muted/50 p-3 text-sm">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t.sampleNotice}
      </p>
      <SettingsSection title={t.title}>
        <div className="flex flex-col gap-4 rounded-lg border border-border p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-lg font-semibold">{plan.name}</h3>
            <Badge tone="primary">{plan.status}</Badge>
          </div>
          <p className="flex flex-wrap items-baseline gap-2">
            <span className="text-2xl font-bold">{money(plan.pricePerYear)}</span>
            <span className="text-sm text-muted-foreground">{t.perYear}</span>
            <Badge tone="primary">{plan.saving}</Badge>
          </p>
          <p className="text-sm text-muted-foreground">{plan.cycle}</p>
          <ul className="flex flex-col gap-1 text-sm">
            {plan.features.map((feature) => (
              <li key={feature} className="flex items-center gap-2">
                <Check aria-hidden="true" className="size-4 text-link" />
                {feature}
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={notConnected}>
              {t.changePlan}
            </Button>
            <Button variant="ghost" onClick={notConnected}>
              {t.cancelSubscription}
            </Button>
          </div>
        </div>
      </SettingsSection>
      <SettingsSection
        title={t.paymentMethods}
        action={
          <Button variant="outline" onClick={notConnected}>
            {t.addPaymentMethod}
          </Button>
        }
      >
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-border p-4">
          <CreditCard aria-hidden="true" className="size-6" />
          <span className="font-medium">
            {paymentMethod.brand} •••• {paymentMethod.last4}
          </span>
          <span className="text-sm text-muted-foreground">{t.expires(paymentMethod.expiry)}</span>
          {paymentMethod.isDefault && <Badge>{t.defaultBadge}</Badge>}
        </div>
      </SettingsSection>
      <SettingsSection title={t.history}>
        <ul className="divide-y divide-border">
          {invoices.map((line) => (
            <li key={line.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="flex flex-col">
                <span className="font-medium">{line.description}</span>
                <span className="text-sm text-muted-foreground">
                  {day(line.date)} · {money(line.amount)}
                </span>
              </div>
              <Button
                variant="outline"
                size="sm"
                aria-label={`${t.viewInvoice} ${line.id}`}
                onClick={() => setInvoice(line)}
              >
                {t.viewInvoice}
              </Button>
            </li>
          ))}
        </ul>
      </SettingsSection>
      {invoice && <InvoiceDialog invoice={invoice} onClose={() => setInvoice(null)} />}
    </div>
  );
}
