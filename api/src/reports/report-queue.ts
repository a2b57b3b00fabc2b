/**
 * The durable queue reports go through (pg-boss queue `reports`, report-jobs.ts). The service sends once
 * the rows are recorded; workers of this or another process render them.
 */
export interface ReportJob {
  reportUuid: string;
}

export interface ReportQueue {
  /** Queues a report's generation; returns the job id. */
  send(job: ReportJob): Promise<string>;
  /** Starts pulling jobs and the sweeps (no-op when this process runs no workers). */
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** A queue that records what is sent and runs nothing (tests of routes that need no document). */
export function recordingReportQueue(): ReportQueue & { sent: string[] } {
  const sent: string[] = [];
  return {
    sent,
    async send(job) {
      sent.push(job.reportUuid);
      return `recorded-report-${sent.length}`;
    },
    async start() {},
    async stop() {},
  };
}
