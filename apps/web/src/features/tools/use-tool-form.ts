import { type AiGeneration, type AiGenerationTool, aiMessages, aiText } from '@storyloom/domain';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { errorMessage } from '@/lib/api';
import { useTextGeneration } from './use-text-generation';
import { type FieldErrors, validate } from './validate';

/**
 * A text tool's form: values checked with the server's zod schema, the streamed generation, and
 * reopening a saved one (its inputs go back into the form).
 */
type ToolFormOptions = {
  /** Instead of showing the field errors (the story tool answers with the spec's notice). */
  onInvalid?: (errors: FieldErrors) => void;
  onGenerated?: (generation: AiGeneration) => void;
  failure?: string;
};

export function useToolForm<T extends object>(
  tool: AiGenerationTool,
  schema: z.ZodType<object, T>,
  initial: T,
  { onInvalid, onGenerated, failure = aiText.failed }: ToolFormOptions = {},
) {
  const [form, setForm] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const gen = useTextGeneration(tool);
  const busy = gen.status === 'generating';

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    const checked = validate(schema, form);
    if (!checked.ok && onInvalid) return onInvalid(checked.errors);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    try {
      const generation = await gen.run(checked.data);
      onGenerated?.(generation);
    } catch (error) {
      toast.error(aiMessages.errorTitle, { description: errorMessage(error, failure) });
    }
  };

  const open = (generation: AiGeneration) => {
    setForm({ ...form, ...(generation.inputs as Partial<T>) });
    setErrors({});
    gen.show(generation);
  };

  const set = <K extends keyof T>(key: K, value: T[K]) => setForm({ ...form, [key]: value });

  return { form, set, errors, gen, busy, submit, open };
}
