/**
 * The durable queue analyses go through (pg-boss on PostgreSQL and on PGlite). The API sends; worker
 * threads of this or another process run them.
 */
export interface AnalysisJob {
  analysisUuid: string;
  /** 'analyse' (default): run the analysis. 'correct': write its corrected FEC. */
  kind?: 'analyse' | 'correct';
}

export interface AnalysisQueue {
  /** Queues an analysis; returns the job id. */
  send(job: AnalysisJob): Promise<string>;
  /** Starts pulling jobs (no-op when this process runs no workers). */
  start(): Promise<void>;
  stop(): Promise<void>;
}
