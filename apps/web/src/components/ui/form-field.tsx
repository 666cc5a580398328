import type { ReactElement } from 'react';
import { Label } from './label';

type FormFieldProps = {
  id: string;
  label: string;
  error?: string;
  /** The control; it receives the id and, with an error, aria-invalid and aria-describedby. */
  children: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactElement;
  labelAside?: ReactElement;
};

/** A label, a control and its error message, wired together for assistive technology. */
export function FormField({ id, label, error, children, labelAside }: FormFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {children(error ? { id, 'aria-invalid': true, 'aria-describedby': errorId } : { id })}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
