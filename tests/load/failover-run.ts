/**
 * `npm run test:failover [-- --seconds 60 --rate 60 --kill-at 20 --restart-at 30]`: the failover
 * run (tests/load/failover.ts) with its table; exits 1 when a target is missed.
 */
import { runFailover } from './failover';

function arg(name: string, fallback: string): number {
  const i = process.argv.indexOf(`--${name}`);
  return Number(i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback);
}

const o = {
  seconds: arg('seconds', '60'),
  rate: arg('rate', '60'),
  killAt: arg('kill-at', '20'),
  restartAt: arg('restart-at', '30'),
  databaseUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bearing_failover',
  port: 8380,
  seedDocuments: 120,
};
const r = await runFailover(o);
console.log(
  `\nFailover: 2 nodes on PostgreSQL behind HAProxy, ${o.rate} req/s of the load mix for ${o.seconds} s, node 2 killed (SIGKILL) at ${o.killAt} s and restarted at ${o.restartAt} s`,
);
console.log(
  '| users signed out | acknowledged writes | lost | duplicated | requests | failed first try | recovered by retry | failed after retries | restarted node ready after |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
console.log(
  `| ${r.signedOut} | ${r.acknowledgedWrites} | ${r.lost} | ${r.duplicated} | ${r.sent} | ${r.firstTryFailed} | ${r.recovered} | ${r.failedFinal} | ${(r.restartedReadyMs / 1000).toFixed(1)} s |`,
);
process.exit(r.signedOut === 0 && r.lost === 0 && r.duplicated === 0 && r.failedFinal === 0 ? 0 : 1);
