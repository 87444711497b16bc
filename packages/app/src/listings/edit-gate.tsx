import type { ReactNode } from 'react';
import { LoadFailed, Loading } from '../common/load-state.tsx';
import type { Loaded } from '../common/use-loaded.ts';

/** An edit page's narrow frame and heading. */
export function EditFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="container page page--narrow">
      <h1>{title}</h1>
      {children}
    </div>
  );
}

/**
 * The way into an edit page: loading, a load failure with retry, or the refusal when the viewer may not change the
 * thing (`refusal`: a sentence shown as an alert, or a node such as EditRefusal); otherwise the editor itself.
 */
export function EditGate<T>({
  title,
  loaded,
  reload,
  allowed,
  refusal,
  refusalTitle = title,
  children,
}: {
  title: string;
  loaded: Loaded<T>;
  reload: () => void;
  allowed: (data: T) => boolean;
  refusal: string | ReactNode;
  refusalTitle?: string;
  children: (data: T) => ReactNode;
}) {
  if (loaded.status === 'loading')
    return (
      <EditFrame title={title}>
        <Loading />
      </EditFrame>
    );
  if (loaded.status === 'error')
    return (
      <EditFrame title={title}>
        <LoadFailed error={loaded.error} onRetry={reload} />
      </EditFrame>
    );
  if (!allowed(loaded.data))
    return (
      <EditFrame title={refusalTitle}>
        {typeof refusal === 'string' ? (
          <p className="notice notice--danger" role="alert">
            {refusal}
          </p>
        ) : (
          refusal
        )}
      </EditFrame>
    );
  return children(loaded.data);
}
