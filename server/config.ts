import { parseArgs } from 'node:util';

import { z } from 'zod';

export const defaultPort = 9925;

const Env = z.object({
  LARDER_DATA_DIR: z.string().min(1).optional(),
  LARDER_HOST: z.string().min(1).optional(),
  LARDER_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  LARDER_LAN: z.stringbool().optional(),
  LARDER_ADMIN_EMAIL: z.email().optional(),
  LARDER_ADMIN_PASSWORD: z.string().min(8).optional(),
  LARDER_ALLOW_PRIVATE_FETCH: z.stringbool().optional(),
});

const Args = z.object({
  'data-dir': z.string().min(1).optional(),
  host: z.string().min(1).optional(),
  port: z.coerce.number().int().min(0).max(65535).optional(),
  lan: z.boolean().optional(),
});

export interface ServeConfig {
  dataDir: string;
  host: string;
  port: number;
  initialAdmin: { email: string; password: string } | null;
  /** Downloads by URL may reach private addresses (`LARDER_ALLOW_PRIVATE_FETCH=true`). */
  allowPrivateFetch?: boolean;
}

/**
 * The only reader of argv and environment. Flags win over variables; the host is loopback unless
 * LAN sharing is on (`--lan` / `LARDER_LAN=true`) or a host is given.
 */
export function readServeConfig(argv: string[], env: NodeJS.ProcessEnv): ServeConfig {
  const { values } = parseArgs({
    args: argv,
    options: {
      'data-dir': { type: 'string' },
      host: { type: 'string' },
      port: { type: 'string' },
      lan: { type: 'boolean' },
    },
    strict: true,
  });
  const args = Args.parse(values);
  const vars = Env.parse(env);
  const lan = args.lan ?? vars.LARDER_LAN ?? false;
  const admin =
    vars.LARDER_ADMIN_EMAIL && vars.LARDER_ADMIN_PASSWORD
      ? { email: vars.LARDER_ADMIN_EMAIL, password: vars.LARDER_ADMIN_PASSWORD }
      : null;
  return {
    dataDir: args['data-dir'] ?? vars.LARDER_DATA_DIR ?? './data',
    host: args.host ?? vars.LARDER_HOST ?? (lan ? '0.0.0.0' : '127.0.0.1'),
    port: args.port ?? vars.LARDER_PORT ?? defaultPort,
    initialAdmin: admin,
    allowPrivateFetch: vars.LARDER_ALLOW_PRIVATE_FETCH,
  };
}
