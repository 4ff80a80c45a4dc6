/** Database reachability (kept for existing checks): 200 {status:'UP', database} or 503. */
export const HEALTH_PATH = '/api/health';
/** Liveness: 200 while the process answers, even under pressure. */
export const HEALTH_LIVE_PATH = '/api/health/live';
/** Readiness: 200 when this node should get traffic; 503 while draining, overloaded or without its database. */
export const HEALTH_READY_PATH = '/api/health/ready';
