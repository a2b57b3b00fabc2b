/**
 * The durable queue connector imports go through (pg-boss queue `connectors`, connector-jobs.ts): the
 * service records the import, then sends; workers of this or another process poll the software.
 */
export interface ConnectorJob {
  importUuid: string;
}

export interface ConnectorQueue {
  send(job: ConnectorJob): Promise<string>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** A queue that records what is sent and runs nothing (tests of routes that need no import to finish). */
export function recordingConnectorQueue(): ConnectorQueue & { sent: string[] } {
  const sent: string[] = [];
  return {
    sent,
    async send(job) {
      sent.push(job.importUuid);
      return `recorded-connector-${sent.length}`;
    },
    async start() {},
    async stop() {},
  };
}
