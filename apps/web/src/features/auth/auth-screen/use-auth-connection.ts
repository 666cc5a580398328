import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { type ConnectionCheck, checkConnection } from '../connection';
import { useT } from '../i18n';

/** The combined screen's connection state: checked on mount, retried on demand. */
export function useAuthConnection() {
  // The latest wording, read when a check ends (a language switch does not start a new check).
  const translate = useT();
  const texts = useRef(translate);
  texts.current = translate;
  const [check, setCheck] = useState<ConnectionCheck | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const run = useCallback(async (mode: 'mount' | 'retry' | 'diagnostics') => {
    const t = texts.current;
    if (mode === 'retry') setError(null);
    setChecking(true);
    try {
      const result = await checkConnection();
      setCheck(result);
      if (!result.connected) {
        setError(t('connection.checkFailed'));
        if (mode === 'retry') toast.error(t('connection.failedTitle'), { description: t('connection.failedText') });
      } else {
        setError(null);
        if (mode === 'retry')
          toast.success(t('connection.restoredTitle'), { description: t('connection.restoredText') });
      }
    } catch {
      setError(t('connection.checkThrew'));
      if (mode === 'retry') toast.error(t('connection.failedTitle'), { description: t('connection.failedText') });
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
