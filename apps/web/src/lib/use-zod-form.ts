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
  type UseFormRegister,
  type UseFormReturn,
  type UseFormSetError,
  useForm,
} from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { englishOf } from '@/i18n/domain-text';
import { errorMessage, isApiError } from './api';
import { afterPointerPress } from './pointer-press';

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
  /** The server's names for fields of this form, where they differ (its 'newPassword' is our 'password'). */
  fieldAliases?: Partial<Record<string, Path<Input<S>>>>;
  /**
   * A 400 that names no field of the form but belongs to one all the same (a refused password):
   * `match` returns the message to show under `field`, or null when the failure is not its.
   */
  messageFields?: Array<{ field: Path<Input<S>>; match: (message: string) => string | null }>;
};

type FieldRouting<S extends AnySchema> = Pick<
  ZodFormOptions<S>,
  'fieldErrors' | 'namedFields' | 'fieldAliases' | 'messageFields'
>;

// The server words a rejected body as "<field.path>: <message>" (plugins/errors.ts).
const FIELD_MESSAGE = /^([A-Za-z_$][\w$]*)(?:\.[\w$]+)*: (.+)$/s;

/**
 * The field a failure belongs to, with the message to show under it, or null. A 400 whose message
 * names a field of the form (by its name or the server's alias for it) goes under that field (a row
 * of a list under the whole list); so does a 400 a `messageFields` entry recognises.
 */
function fieldFailure<S extends AnySchema>(
  error: unknown,
  values: Input<S>,
  { fieldErrors, namedFields = true, fieldAliases, messageFields = [] }: FieldRouting<S>,
): { field: Path<Input<S>>; message: string } | null {
  if (!isApiError(error)) return null;
  const mapped = error.code.startsWith('http_') ? undefined : fieldErrors?.[error.code as ErrorCode];
  if (mapped) return { field: mapped, message: error.message };
  if (error.status !== 400) return null;
  const named = namedFields ? FIELD_MESSAGE.exec(error.message) : null;
  if (named?.[1] && named[2]) {
    const field = fieldAliases?.[named[1]] ?? (named[1] as Path<Input<S>>);
    if (get(values, field) !== undefined) return { field, message: named[2] };
  }
  for (const { field, match } of messageFields) {
    // Matchers know the English text; the server may have told it in the reader's language.
    const message = match(error.message) ?? match(englishOf(error.message));
    if (message) return { field, message };
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
  { failure, fieldErrors, namedFields, fieldAliases, messageFields, ...props }: ZodFormOptions<S>,
): ZodForm<S> {
  const form = useForm<Input<S>, unknown, Output<S>>({
    ...props,
    // zodResolver types its answer from a concrete schema; for the generic S it needs telling.
    resolver: zodResolver(schema) as unknown as Resolver<Input<S>, unknown, Output<S>>,
  });
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const fail = (error: unknown) => {
    const routing = { fieldErrors, namedFields, fieldAliases, messageFields };
    const onField = fieldFailure<S>(error, form.getValues(), routing);
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

  // A field checked on blur waits for a press in progress to end: its message would otherwise move
  // the button being pressed away from under the pointer, and the click would be lost.
  const register: UseFormRegister<Input<S>> = (name, options) => {
    const field = form.register(name, options);
    return {
      ...field,
      onBlur: (event) => new Promise((resolve) => afterPointerPress(() => resolve(field.onBlur(event)))),
    };
  };

  return { ...form, register, busy, submit };
}
