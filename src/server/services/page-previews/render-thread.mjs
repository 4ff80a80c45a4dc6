// The render thread's entry. Worker threads do not inherit the --import loader the server runs
// under, so this plain module registers tsx before loading the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./render-worker.ts');
