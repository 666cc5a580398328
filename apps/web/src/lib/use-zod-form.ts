import { zodResolver } from '@hookform/resolvers/zod';
import type { ErrorCode } from '@storyloom/domain';
import { type BaseSyntheticEvent, useRef, useState } from 'react';
import {
  type FieldValues,
  get,
  type Path,
  type Resolver,
  type SubmitErrorHandler,
  type UseFormProps,
  type UseFormReturn,
  type UseFormSetError,
  useForm,
} from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { errorMessage, isApiError } from './api';

export type AnySchema = z.ZodType<FieldValues, FieldValues>;
type Input<S extends AnySchema> = z.input<S>;
type Output<S extends AnySchema> = z.output<S>;

/**
 * How a failed submit is reported when no field takes it: a toast titled `title` whose text is the
 * server's message (or `fallback`); without a title the message is the toast. Or the caller's own way.
 */
type FormFailure<I extends FieldValues> =
  | { title?: string; fallback: string }
  | ((error: unknown, setError: UseFormSetError<I>) => void);

export type ZodFormOptions<S extends AnySchema> = Omit<UseFormProps<Input<S>, unknown, Output<S>>, 'resolver'> & {
  failure: FormFailure<Input<S>>;
  /** Failures that belong to one field whatever their status (a taken username): the server's message goes under it. */
  fieldErrors?: Partial<Record<ErrorCode, Path<Input<S>>>>;
  /** false for a form that shows no messages under its fields: a 400 that names one goes to `failure` too. */
  namedFields?: boolean;
};

// The server words a rejected body as "<field.path>: <message>" (plugins/errors.ts).
const FIELD_MESSAGE = /^([A-Za-z_$][\w$]*)(?:\.[\w$]+)*: (.+)$/s;

/**
 * The field a failure belongs to, with the message to show under it, or null. A 400 whose message
 * names a field of the form goes under that field (a row of a list under the whole list).
 */
function fieldFailure<S extends AnySchema>(
  error: unknown,
  values: Input<S>,
  { fieldErrors, namedFields = true }: Pick<ZodFormOptions<S>, 'fieldErrors' | 'namedFields'>,
): { field: Path<Input<S>>; message: string } | null {
  if (!isApiError(error)) return null;
  const mapped = error.code.startsWith('http_') ? undefined : fieldErrors?.[error.code as ErrorCode];
  if (mapped) return { field: mapped, message: error.message };
  const named = namedFields && error.status === 400 ? FIELD_MESSAGE.exec(error.message) : null;
  if (named?.[1] && named[2] && get(values, named[1]) !== undefined) {
    return { field: named[1] as Path<Input<S>>, message: named[2] };
  }
  return null;
}

type ZodForm<S extends AnySchema> = UseFormReturn<Input<S>, unknown, Output<S>> & {
  /** True while a submit's handler runs. */
  busy: boolean;
  /** The form's onSubmit: checks the values, then runs `handler` with the parsed ones. */
  submit: (
    handler: (values: Output<S>) => unknown,
    onInvalid?: SubmitErrorHandler<Input<S>>,
  ) => (event?: BaseSyntheticEvent) => Promise<void>;
};

/**
 * A form checked with a domain zod schema (the one the server checks the body with). `submit(handler)`
 * runs the handler with the parsed values; `busy` is true while its promise runs (a second submit
 * meanwhile is ignored). When it fails, a server error that names a field goes under that field,
 * anything else is reported as `failure` says.
 */
export function useZodForm<S extends AnySchema>(
  schema: S,
  { failure, fieldErrors, namedFields, ...props }: ZodFormOptions<S>,
): ZodForm<S> {
  const form = useForm<Input<S>, unknown, Output<S>>({
    ...props,
    // zodResolver types its answer from a concrete schema; for the generic S it needs telling.
    resolver: zodResolver(schema) as unknown as Resolver<Input<S>, unknown, Output<S>>,
  });
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const fail = (error: unknown) => {
    const onField = fieldFailure<S>(error, form.getValues(), { fieldErrors, namedFields });
    if (onField) form.setError(onField.field, { type: 'server', message: onField.message }, { shouldFocus: true });
    else if (typeof failure === 'function') failure(error, form.setError);
    else if (failure.title) toast.error(failure.title, { description: errorMessage(error, failure.fallback) });
    else toast.error(errorMessage(error, failure.fallback));
  };

  const submit: ZodForm<S>['submit'] = (handler, onInvalid) =>
    form.handleSubmit(async (values) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      try {
        await handler(values);
      } catch (error) {
        fail(error);
      } finally {
        running.current = false;
        setBusy(false);
      }
    }, onInvalid);

  return { ...form, busy, submit };
}
