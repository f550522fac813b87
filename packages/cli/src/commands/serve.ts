import { runIngressProcess } from '@switchyard/ingress';
import { ConfigError } from '@switchyard/platform';

/** `switchyard serve`: the HTTP ingress in this process until SIGTERM/SIGINT (stages run elsewhere: `switchyard up`). */
export async function serve(options: { config?: string; port?: string; host?: string }): Promise<void> {
  const port = options.port === undefined ? undefined : Number(options.port);
  if (port !== undefined && (!Number.isInteger(port) || port < 0 || port > 65_535)) {
    throw new ConfigError(`--port ${options.port} is not a port number`);
  }
  await runIngressProcess({
    ...(options.config ? { config: { file: options.config } } : {}),
    ...(port !== undefined ? { port } : {}),
    ...(options.host ? { host: options.host } : {}),
  });
}
