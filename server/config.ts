import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withoutTrailingSlashes } from '#common/trailing-slashes.ts';
import { z } from '#common/zod.ts';

/**
 * The environment, read and validated once at start-up. A wrong value stops start-up with a
 * message naming the variable and the reason (see `loadConfig`).
 */
const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const positiveInt = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .positive('must be greater than 0')
    .default(fallback);

const urlWithProtocol = (protocols: string[]) =>
  z
    .url({ error: `must be a URL (${protocols.join(', ')})` })
    .refine(
      (value) => protocols.some((p) => value.startsWith(`${p}//`)),
      `must start with ${protocols.join(' or ')}//`,
    );

/** One public STUN server: enough for most home networks; none is needed on one machine. */
const DEFAULT_ICE_SERVERS = [{ urls: 'stun:stun.l.google.com:19302' }];

const iceServersSchema = z.array(
  z.object({
    urls: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
    username: z.string().optional(),
    credential: z.string().optional(),
  }),
);

/** ICE_SERVERS: a JSON list of RTCIceServer objects for the whiteboard's WebRTC mesh. */
const iceServers = optionalString.transform((value, ctx) => {
  if (value === undefined) return DEFAULT_ICE_SERVERS;
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    ctx.addIssue({ code: 'custom', message: 'must be JSON, e.g. [{"urls":"stun:host:3478"}]' });
    return z.NEVER;
  }
  const parsed = iceServersSchema.safeParse(json);
  if (!parsed.success) {
    ctx.addIssue({
      code: 'custom',
      message: 'must be a JSON list of {urls, username?, credential?}',
    });
    return z.NEVER;
  }
  return parsed.data;
});

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int()
    .min(0, 'must be 0..65535')
    .max(65535, 'must be 0..65535')
    .default(3000),
  HOST: optionalString,
  DATABASE_URL: optionalString.pipe(urlWithProtocol(['postgres:', 'postgresql:']).optional()),
  DATA_DIR: z.string().default('./data'),
  REDIS_URL: optionalString.pipe(urlWithProtocol(['redis:', 'rediss:']).optional()),
  ADMIN_TOKEN: optionalString.pipe(
    z.string().min(24, 'must be at least 24 characters long').optional(),
  ),
  PUBLIC_URL: optionalString.pipe(urlWithProtocol(['http:', 'https:']).optional()),
  SESSION_SECRET: optionalString.pipe(
    z.string().min(32, 'must be at least 32 characters long').optional(),
  ),
  SMTP_URL: optionalString.pipe(urlWithProtocol(['smtp:', 'smtps:']).optional()),
  CONTACT_TO: optionalString.pipe(z.email({ error: 'must be an e-mail address' }).optional()),
  TRUST_PROXY: z.coerce.number({ error: 'must be a whole number' }).int().min(0).default(0),
  RATE_LIMIT_WRITES_PER_MINUTE: positiveInt(5),
  RATE_LIMIT_ROOM_VERIFY_PER_MINUTE: positiveInt(5),
  /** Every room verification, right or wrong, per client address and room. */
  RATE_LIMIT_ROOM_JOIN_PER_MINUTE: positiveInt(10),
  RATE_LIMIT_CHAT_MESSAGES: positiveInt(10),
  RATE_LIMIT_CHAT_WINDOW_SECONDS: positiveInt(10),
  RATE_LIMIT_ROOM_CREATE_PER_MINUTE: positiveInt(10),
  /** Open realtime (Engine.IO) connections one client address may hold (load tests raise it). */
  REALTIME_MAX_SOCKETS_PER_ADDRESS: positiveInt(50),
  /**
   * With REDIS_URL: an instance silent this long is taken for dead, and a survivor announces
   * its sockets' departure within a third more (server/realtime/departed-instances.ts): 10 s
   * keeps that within the 15 s docs/product.md promises. Tests shorten it.
   */
  REALTIME_INSTANCE_ALIVE_SECONDS: positiveInt(10),
  /** Largest shared document (stored Yjs updates) a room may grow to. */
  DOC_MAX_BYTES: positiveInt(5 * 1024 * 1024),
  /** Every room's stored document together; past it new changes are refused. */
  ROOM_STORAGE_MAX_MB: positiveInt(1024),
  /** Rooms nobody used for this long expire, content and all (unless the owner keeps them). */
  ROOM_IDLE_EXPIRY_DAYS: positiveInt(90),
  /** Memory for cached anonymous pages and API reads; 0 turns the cache off. */
  RESPONSE_CACHE_MAX_MB: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .default(16),
  ICE_SERVERS: iceServers,
  /**
   * Cookieless page view counting (docs/product.md#audience); 'off' counts nothing (the bench
   * measures the cost of counting against it).
   */
  AUDIENCE: z.enum(['on', 'off'], { error: 'must be on or off' }).default('on'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** 'pretty' (readable lines) or 'json'; unset = pretty on a terminal, JSON otherwise. */
  LOG_FORMAT: optionalString.pipe(
    z.enum(['pretty', 'json'], { error: 'must be pretty or json' }).optional(),
  ),
  /** Test-only: turn off the built-in fallback content so error screens can be reached. */
  CONTENT_FALLBACK: z.enum(['on', 'off']).default('on'),
  /** Test-only: every content read fails as if the database were unreachable. */
  SIMULATE_CONTENT_FAILURE: z.enum(['on', 'off']).default('off'),
});

type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'PUBLIC_URL' | 'SESSION_SECRET'> {
  PUBLIC_URL: string;
  SESSION_SECRET: string;
  isProduction: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  if (values.DATABASE_URL && !values.SESSION_SECRET) {
    throw new ConfigError(
      'Invalid environment:\n  SESSION_SECRET: required when DATABASE_URL is set, so every instance signs room access tokens with the same secret',
    );
  }
  if (values.SMTP_URL && !values.CONTACT_TO) {
    throw new ConfigError(
      'Invalid environment:\n  CONTACT_TO: required when SMTP_URL is set (where contact messages are forwarded)',
    );
  }
  return {
    ...values,
    PUBLIC_URL: withoutTrailingSlashes(values.PUBLIC_URL ?? `http://localhost:${values.PORT}`),
    SESSION_SECRET: values.SESSION_SECRET ?? embeddedSessionSecret(values.DATA_DIR),
    isProduction: values.NODE_ENV === 'production',
  };
}

/** The embedded database keeps its own secret beside its data, generated on first start. */
function embeddedSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('hex');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
