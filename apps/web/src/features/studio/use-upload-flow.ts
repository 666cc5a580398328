import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/api';

type Callbacks = { onSuccess: () => void; onError: (error: unknown) => void; onSettled?: () => void };

/**
 * The flow the studio's upload controls share: a file is sent as soon as it is chosen (the input is
 * cleared afterwards, so the same file can be chosen again), removal, a toast on success, and the
 * server's own words under the control on failure.
 */
export function useUploadFlow(words: { uploaded: string; removed: string; failed: string; removeFailed: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const clear = () => {
    if (input.current) input.current.value = '';
  };
  return {
    input,
    problem,
    /** Runs the upload with the chosen file, if any: `send(file, callbacks)` calls the mutation. */
    choose(file: File | undefined, send: (file: File, callbacks: Callbacks) => void) {
      if (!file) return;
      setProblem(null);
      send(file, {
        onSuccess: () => toast.success(words.uploaded),
        onError: (error) => setProblem(errorMessage(error, words.failed)),
        onSettled: clear,
      });
    },
    remove(send: (callbacks: Callbacks) => void) {
      setProblem(null);
      send({
        onSuccess: () => toast.success(words.removed),
        onError: (error) => setProblem(errorMessage(error, words.removeFailed)),
      });
    },
  };
}
