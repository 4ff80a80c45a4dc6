/**
 * `npm run cluster [-- --nodes 2 --port 8080 --fresh]`: N Bearing nodes on PostgreSQL and Redis
 * behind HAProxy, until Ctrl-C. DATABASE_URL (default postgres://postgres@127.0.0.1:5432/bearing_cluster)
 * and REDIS_URL (default redis://127.0.0.1:6379) choose the shared services.
 */
import path from 'node:path';
import { startCluster } from './cluster';

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const cluster = await startCluster({
  nodes: Number(arg('nodes', '2')),
  port: Number(arg('port', process.env.PORT ?? '8080')),
  databaseUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bearing_cluster',
  redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  dir: path.resolve(arg('dir', 'data/cluster')),
  fresh: process.argv.includes('--fresh'),
  seedDocuments: Number(process.env.SEED_DOCUMENTS ?? 500),
});
console.log(
  `[cluster] Bearing on ${cluster.url}/ through HAProxy, ${cluster.nodes.length} nodes (${cluster.nodes.map((n) => n.port).join(', ')}); Ctrl-C stops everything`,
);
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log('[cluster] stopping…');
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
