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

/** The message of the 503's maintenance error (null: the default text). */
async function maintenanceMessageOf(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as {
      errors?: { message?: string; extensions?: MaintenanceExtensions }[];
    };
    const error = body.errors?.find((e) => e.extensions?.maintenance || e.extensions?.data?.maintenance);
    return error?.message ?? null;
  } catch {
    return null;
  }
}

/** `fetch` for the Apollo link: notes maintenance and unreachable states as they happen. */
export const observedFetch: typeof fetch = async (input, init) => {
  try {
    const response = await fetch(input, init);
    setServiceState(response.status === 503 ? 'maintenance' : 'ok');
    // Read before Apollo gets the answer: once it has read its copy it may abort the request, and the
    // copy read later would fail.
    if (response.status === 503) setMaintenanceMessage(await maintenanceMessageOf(response.clone()));
    return response;
  } catch (error) {
    setServiceState('unreachable');
    throw error;
  }
};
