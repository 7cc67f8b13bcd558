import path from 'node:path';
import { parseArgs } from 'node:util';

import { z } from 'zod';

import type { SmtpSettings } from './mail/smtp-settings';

export const defaultPort = 9925;

const Env = z.object({
  LARDER_DATA_DIR: z.string().min(1).optional(),
  LARDER_HOST: z.string().min(1).optional(),
  LARDER_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  LARDER_LAN: z.stringbool().optional(),
  LARDER_MDNS: z.stringbool().optional(),
  LARDER_ADMIN_EMAIL: z.email().optional(),
  LARDER_ADMIN_PASSWORD: z.string().min(8).optional(),
  LARDER_ALLOW_PRIVATE_FETCH: z.stringbool().optional(),
  LARDER_ALLOW_SIGNUP: z.stringbool().optional(),
  LARDER_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  LARDER_BACKUP_DIR: z.string().min(1).optional(),
  LARDER_SMTP_HOST: z.string().min(1).optional(),
  LARDER_SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  LARDER_SMTP_USER: z.string().min(1).optional(),
  LARDER_SMTP_PASSWORD: z.string().min(1).optional(),
  LARDER_SMTP_FROM_EMAIL: z.email().optional(),
  LARDER_SMTP_FROM_NAME: z.string().min(1).optional(),
  LARDER_SMTP_AUTH_STRATEGY: z.enum(['TLS', 'SSL', 'NONE']).optional(),
});

const Args = z.object({
  'data-dir': z.string().min(1).optional(),
  host: z.string().min(1).optional(),
  port: z.coerce.number().int().min(0).max(65535).optional(),
  lan: z.boolean().optional(),
  'no-mdns': z.boolean().optional(),
});

export interface ServeConfig {
  dataDir: string;
  host: string;
  port: number;
  initialAdmin: { email: string; password: string } | null;
  /** Share on the home network from the start (`--lan` / `LARDER_LAN=true`). */
  lan: boolean;
  /** Announce as `larder.local` while sharing (`--no-mdns` / `LARDER_MDNS=false` turn it off). */
  mdns: boolean;
  /** Downloads by URL may reach private addresses (`LARDER_ALLOW_PRIVATE_FETCH=true`). */
  allowPrivateFetch?: boolean;
  /** People may register without an invitation, creating a household (`LARDER_ALLOW_SIGNUP`). */
  allowSignup?: boolean;
  /** Where people reach Larder; the links in emails start with it (`LARDER_BASE_URL`). */
  baseUrl?: string;
  /** Outgoing mail (`LARDER_SMTP_*`); without a host no email is sent. */
  smtp?: SmtpSettings;
  /** Where backups go, whatever the site settings say (`LARDER_BACKUP_DIR`). */
  backupDir?: string;
}

type EnvVars = z.infer<typeof Env>;

/** Mealie's SMTP_* settings: a host and a sender address are the minimum; port follows the strategy. */
function readSmtp(vars: EnvVars): SmtpSettings | undefined {
  if (!vars.LARDER_SMTP_HOST) return undefined;
  if (!vars.LARDER_SMTP_FROM_EMAIL) {
    throw new Error('LARDER_SMTP_FROM_EMAIL is required when LARDER_SMTP_HOST is set');
  }
  const strategy = vars.LARDER_SMTP_AUTH_STRATEGY ?? 'TLS';
  return {
    host: vars.LARDER_SMTP_HOST,
    port: vars.LARDER_SMTP_PORT ?? (strategy === 'SSL' ? 465 : 587),
    strategy,
    user: vars.LARDER_SMTP_USER ?? null,
    password: vars.LARDER_SMTP_PASSWORD ?? null,
    fromEmail: vars.LARDER_SMTP_FROM_EMAIL,
    fromName: vars.LARDER_SMTP_FROM_NAME ?? 'Larder',
  };
}

/**
 * The only reader of argv and environment. Flags win over variables. The host is loopback unless
 * one is given; LAN sharing (`--lan` / `LARDER_LAN=true`) adds listeners on the LAN addresses.
 */
export function readServeConfig(argv: string[], env: NodeJS.ProcessEnv): ServeConfig {
  const { values } = parseArgs({
    args: argv,
    options: {
      'data-dir': { type: 'string' },
      host: { type: 'string' },
      port: { type: 'string' },
      lan: { type: 'boolean' },
      'no-mdns': { type: 'boolean' },
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
    host: args.host ?? vars.LARDER_HOST ?? '127.0.0.1',
    port: args.port ?? vars.LARDER_PORT ?? defaultPort,
    initialAdmin: admin,
    lan,
    mdns: args['no-mdns'] ? false : (vars.LARDER_MDNS ?? true),
    allowPrivateFetch: vars.LARDER_ALLOW_PRIVATE_FETCH,
    allowSignup: vars.LARDER_ALLOW_SIGNUP,
    baseUrl: vars.LARDER_BASE_URL,
    smtp: readSmtp(vars),
    backupDir:
      vars.LARDER_BACKUP_DIR === undefined ? undefined : path.resolve(vars.LARDER_BACKUP_DIR),
  };
}
