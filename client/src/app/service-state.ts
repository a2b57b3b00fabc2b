import { useSyncExternalStore } from 'react';

/** Whether the gateway answers, is in maintenance (503), or cannot be reached: the global notices. */
export type ServiceState = 'ok' | 'maintenance' | 'unreachable';

type MaintenanceExtensions = { maintenance?: boolean; data?: { maintenance?: boolean } };

let state: ServiceState = 'ok';
/** What staff wrote for customers when they turned maintenance on (the 503's GraphQL error), if anything. */
let maintenanceMessage: string | null = null;
const listeners = new Set<() => void>();

function setMaintenanceMessage(next: string | null) {
  if (next === maintenanceMessage) return;
  maintenanceMessage = next;
  for (const listener of listeners) listener();
}

export function useMaintenanceMessage(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => maintenanceMessage,
  );
}

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
    if (response.status === 503) {
      void response
        .clone()
        .json()
        .then((body: { errors?: { message?: string; extensions?: MaintenanceExtensions }[] }) => {
          const error = body.errors?.find(
            (e) => e.extensions?.maintenance || e.extensions?.data?.maintenance,
          );
          setMaintenanceMessage(error?.message ?? null);
        })
        .catch(() => undefined);
    }
    return response;
  } catch (error) {
    setServiceState('unreachable');
    throw error;
  }
};
