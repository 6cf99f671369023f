import type { ApiResult } from '../online/api';
import { Refusal, useRequest } from './request';

/**
 * A part of a players' page with one thing to do: its heading, what it does, a refusal when the
 * request fails, its button, and (with `status`) a line that announces what it did.
 */
export function ActionSection<T>({
  id,
  title,
  text,
  action,
  request,
  done,
  status,
}: {
  id: string;
  title: string;
  text: string;
  action: string;
  request: () => Promise<ApiResult<T>>;
  done(value: T): void;
  status?: string;
}) {
  const { busy, error, run } = useRequest();
  return (
    <section className="player-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p>{text}</p>
      <Refusal error={error} />
      <div className="button-row">
        <button type="button" disabled={busy} onClick={() => void run(request, done)}>
          {action}
        </button>
      </div>
      {status !== undefined && <p role="status">{status}</p>}
    </section>
  );
}
