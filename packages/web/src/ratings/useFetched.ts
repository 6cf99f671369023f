import { useEffect, useState } from 'react';
import type { ApiResult } from '../online/api';

/**
 * Reads `load` once per `key`: null while it is on its way (again, when the key changes), then the
 * answer (a value or a refusal). An answer that arrives after the key changed is dropped.
 */
export function useFetched<T>(load: () => Promise<ApiResult<T>>, key: string): ApiResult<T> | null {
  const [state, setState] = useState<{ key: string; fetched: ApiResult<T> | null }>({ key, fetched: null });
  useEffect(() => {
    let live = true;
    setState({ key, fetched: null });
    // `load` is a new function each render: the key says when it reads something else.
    void load().then((fetched) => live && setState({ key, fetched }));
    return () => {
      live = false;
    };
  }, [key]);
  return state.key === key ? state.fetched : null;
}
