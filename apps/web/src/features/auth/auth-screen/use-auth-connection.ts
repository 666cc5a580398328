import { accountMessages } from '@storyloom/domain';
import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { type ConnectionCheck, checkConnection } from '../connection';

const c = accountMessages.connection;

/** The combined screen's connection state: checked on mount, retried on demand. */
export function useAuthConnection() {
  const [check, setCheck] = useState<ConnectionCheck | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const run = useCallback(async (mode: 'mount' | 'retry' | 'diagnostics') => {
    if (mode === 'retry') setError(null);
    setChecking(true);
    try {
      const result = await checkConnection();
      setCheck(result);
      if (!result.connected) {
        setError(c.checkFailed);
        if (mode === 'retry') toast.error(c.failedTitle, { description: c.failedText });
      } else {
        setError(null);
        if (mode === 'retry') toast.success(c.restoredTitle, { description: c.restoredText });
      }
    } catch {
      setError(c.checkThrew);
      if (mode === 'retry') toast.error(c.failedTitle, { description: c.failedText });
    } finally {
      setChecking(false);
    }
  }, []);

  useEffect(() => {
    void run('mount');
  }, [run]);

  return {
    check,
    error,
    checking,
    failed: error !== null,
    retry: () => run('retry'),
    runDiagnostics: () => run('diagnostics'),
  };
}
