import type { AiEngine, AiGeneration, AiGenerationTool } from '@storyloom/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SubmitErrorHandler } from 'react-hook-form';
import type { z } from 'zod';
import { type AnySchema, useZodForm, type ZodFormOptions } from '@/lib/use-zod-form';
import { historyKey, streamGeneration } from './api';
import { useT } from './i18n';

type GenerationState = {
  status: 'idle' | 'generating' | 'done';
  text: string;
  engine?: AiEngine;
  /** The saved generation the text belongs to (after `done`, or reopened from the history). */
  generation?: AiGeneration;
};

const IDLE: GenerationState = { status: 'idle', text: '' };

/** Runs one text tool: streams the answer into `text` as it arrives, then keeps the saved generation. */
function useTextGeneration(tool: AiGenerationTool) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<GenerationState>(IDLE);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const run = useCallback(
    async (body: unknown): Promise<AiGeneration> => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setState({ status: 'generating', text: '' });
      let saved: AiGeneration | undefined;
      try {
        await streamGeneration(
          `/api/ai/${tool}`,
          body,
          (event) => {
            if (event.type === 'start') setState({ status: 'generating', text: '', engine: event.engine });
            else if (event.type === 'delta') setState((s) => ({ ...s, text: s.text + event.text }));
            else if (event.type === 'error') throw new Error(event.message);
            else saved = event.generation;
          },
          controller.signal,
        );
        if (!saved) throw new Error('The answer ended early');
        const generation = saved;
        setState({ status: 'done', text: generation.output, engine: generation.engine, generation });
        await queryClient.invalidateQueries({ queryKey: historyKey(tool) });
        return generation;
      } catch (error) {
        if (!controller.signal.aborted) setState(IDLE);
        throw error;
      }
    },
    [tool, queryClient],
  );

  /** Shows a saved generation (reopened from the history, or after an edit). */
  const show = useCallback((generation: AiGeneration) => {
    running.current?.abort();
    setState({ status: 'done', text: generation.output, engine: generation.engine, generation });
  }, []);

  return { ...state, run, show };
}

type TextToolOptions<S extends AnySchema> = Omit<ZodFormOptions<S>, 'failure'> & {
  /** Instead of the messages under the fields (the story tool answers with a notice). */
  onInvalid?: SubmitErrorHandler<z.input<S>>;
  onGenerated?: (generation: AiGeneration) => void;
  /** The failure toast's text when the server gives none. */
  failure?: string;
};

/**
 * A text tool: its form, checked with the tool's request schema, and the generation it streams.
 * `open` shows a saved generation and puts its inputs back into the form.
 */
export function useTextTool<S extends AnySchema>(
  tool: AiGenerationTool,
  schema: S,
  { onInvalid, onGenerated, failure, ...options }: TextToolOptions<S>,
) {
  const t = useT();
  const gen = useTextGeneration(tool);
  const form = useZodForm(schema, {
    ...options,
    failure: { title: t('messages.errorTitle'), fallback: failure ?? t('failed') },
  });
  const onSubmit = form.submit(async (values) => {
    const generation = await gen.run(values);
    onGenerated?.(generation);
  }, onInvalid);
  const open = (generation: AiGeneration) => {
    form.reset({ ...form.getValues(), ...(generation.inputs as Partial<z.input<S>>) });
    gen.show(generation);
  };
  return { form, gen, busy: gen.status === 'generating', onSubmit, open };
}
