import { runIngressProcess } from './run-ingress.js';

await runIngressProcess();
