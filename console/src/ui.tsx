/** Small pieces every screen uses: a loader hook, the error line, the status names. */
import type { ComponentChildren } from 'preact';
import { useCallback, useEffect, useState } from 'preact/hooks';
import { describeError, type PostStatus } from './api';
import type { MessageKey } from './i18n';

export interface Loaded<T> {
  value: T | undefined;
  error: unknown;
  loading: boolean;
  reload(): void;
}

/** Runs `load` now and whenever `dependencies` change; the latest call wins. */
export function useLoad<T>(load: () => Promise<T>, dependencies: unknown[]): Loaded<T> {
  const [state, setState] = useState<{ value?: T; error?: unknown; loading: boolean }>({ loading: true });
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, loading: true }));
    load().then(
      (value) => current && setState({ value, loading: false }),
      (error: unknown) => current && setState({ error, loading: false }),
    );
    return () => {
      current = false;
    };
  }, [...dependencies, generation]);
  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { value: state.value, error: state.error, loading: state.loading, reload };
}

/**
 * Runs a screen's action: clears the last failure, reloads `list` when it succeeds (and answers true),
 * keeps its failure for an ErrorNote.
 */
export function useListAction(list: Pick<Loaded<unknown>, 'reload'>): { error: unknown; run(action: () => Promise<unknown>): Promise<boolean> } {
  const [error, setError] = useState<unknown>();
  const run = async (action: () => Promise<unknown>) => {
    setError(undefined);
    try {
      await action();
      list.reload();
      return true;
    } catch (failure) {
      setError(failure);
      return false;
    }
  };
  return { error, run };
}

export function ErrorNote({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p class="error" role="alert">
      {describeError(error)}
    </p>
  );
}

export function Notice({ children }: { children: ComponentChildren }) {
  return (
    <p class="notice" role="status">
      {children}
    </p>
  );
}

export const STATUS_LABELS: Record<PostStatus, MessageKey> = {
  draft: 'statusDraft',
  pending: 'statusPending',
  verified: 'statusVerified',
  scheduled: 'statusScheduled',
  published: 'statusPublished',
  archived: 'statusArchived',
  trash: 'statusTrash',
};
