import { useSyncExternalStore } from 'react';

/** Whether the gateway answers, is in maintenance (503), or cannot be reached: the global notices. */
export type ServiceState = 'ok' | 'maintenance' | 'unreachable';

let state: ServiceState = 'ok';
const listeners = new Set<() => void>();

export function setServiceState(next: ServiceState) {
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

export function useServiceState(): ServiceState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}

/** `fetch` for the Apollo link: notes maintenance and unreachable states as they happen. */
export const observedFetch: typeof fetch = async (input, init) => {
  try {
    const response = await fetch(input, init);
    setServiceState(response.status === 503 ? 'maintenance' : 'ok');
    return response;
  } catch (error) {
    setServiceState('unreachable');
    throw error;
  }
};
