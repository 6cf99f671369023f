import { useCallback, useState } from 'react';
import type { ApiResult } from '../online/api';

/** A request a button or form makes: busy while it runs, and its refusal to show until the next try. */
export function useRequest() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(async <T,>(request: () => Promise<ApiResult<T>>, done: (value: T) => void) => {
    setBusy(true);
    setError(null);
    const r = await request();
    setBusy(false);
    if (r.ok) done(r.value);
    else setError(r.error);
  }, []);
  const clear = useCallback(() => setError(null), []);
  return { busy, error, run, clear };
}

/** A refusal, announced as it appears. */
export function Refusal({ error }: { error: string | null }) {
  return error ? (
    <p className="error" role="alert">
      {error}
    </p>
  ) : null;
}
