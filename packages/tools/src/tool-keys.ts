/** The Redis key families of the tool catalog and its statistics, under the deployment prefix (the platform's `redisKeys` includes them). */
export const toolKeys = {
  tools: (prefix: string) => `${prefix}:tools`,
  toolsVersion: (prefix: string) => `${prefix}:tools:version`,
  /** Pub/sub channel: the catalog changed (published, pruned or dropped); readers drop their copy. */
  toolsUpdates: (prefix: string) => `${prefix}:tools:updates`,
  /** Which servers each running executor configures, and when it last said so. */
  toolsExecutors: (prefix: string) => `${prefix}:tools:executors`,
  /**
   * When a live claim last named each server: a claim lost from Redis (the claims hash evicted, deleted or overwritten)
   * leaves this behind, so a running executor's servers stay in the catalog until it claims them again.
   */
  toolsClaimed: (prefix: string) => `${prefix}:tools:claimed`,
  /** The accepted fingerprint of each tool definition, by `server.tool`. */
  toolsAccepted: (prefix: string) => `${prefix}:tools:accepted`,
  /** The changed fingerprint last reported per tool, so a change is recorded once, not at every republish. */
  toolsChanged: (prefix: string) => `${prefix}:tools:changed`,
  /** Tool definitions first seen, changed and accepted, as a capped stream (the audit of the catalog). */
  toolsAudit: (prefix: string) => `${prefix}:tools:audit`,
  /** The set of tools with call statistics, and each tool's counts and latency samples. */
  toolStats: (prefix: string) => `${prefix}:tool-stats`,
  toolStatCounts: (prefix: string, tool: string) => `${prefix}:tool-stats:${tool}:counts`,
  toolStatLatency: (prefix: string, tool: string) => `${prefix}:tool-stats:${tool}:latency`,
};
