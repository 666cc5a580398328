import type { ReactElement } from 'react';
import { useDomainText } from '@/i18n';
import { Label } from './label';

type ControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

type FormFieldProps = {
  id: string;
  label: string;
  error?: string;
  /** A standing rule shown under the control (a password's minimum length, say). */
  hint?: string;
  /**
   * The id of a message shown elsewhere that says what is wrong with this control (a form's alert
   * box): the control is then invalid and described by it, without a second copy of the text.
   */
  invalidBy?: string;
  /** The control; it receives the id and, with an error, aria-invalid and aria-describedby. */
  children: (props: ControlProps) => ReactElement;
  labelAside?: ReactElement;
};

/** A label, a control, its rule and its error message, wired together for assistive technology. */
export function FormField({ id, label, error, hint, invalidBy, children, labelAside }: FormFieldProps) {
  const domainText = useDomainText();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error && errorId, invalidBy, hint && hintId].filter(Boolean).join(' ');
  const props: ControlProps = { id };
  if (error || invalidBy) props['aria-invalid'] = true;
  if (describedBy) props['aria-describedby'] = describedBy;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {children(props)}
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {domainText(error)}
        </p>
      )}
    </div>
  );
}
