import type { AiEngine, AiGeneration, AiGenerationTool } from '@storyloom/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { historyKey, streamGeneration } from './api';

export type GenerationState = {
  status: 'idle' | 'generating' | 'done';
  text: string;
  engine?: AiEngine;
  /** The saved generation the text belongs to (after `done`, or reopened from the history). */
  generation?: AiGeneration;
};

const IDLE: GenerationState = { status: 'idle', text: '' };

/** Runs one text tool: streams the answer into `text` as it arrives, then keeps the saved generation. */
export function useTextGeneration(tool: AiGenerationTool) {
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
