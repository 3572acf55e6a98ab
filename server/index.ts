import { ConfigError, loadConfig, type Config } from './config';
import { resolveLogFormat } from './log-format';
import { createLogger } from './logger';
import { startServer } from './server';

/** Start-up: read the environment once, start, and shut down gracefully on SIGTERM/SIGINT. */
let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

// A person starting the site at a terminal reads lines; a process manager's log gets JSON.
const logger = createLogger(config.LOG_LEVEL, {
  format: resolveLogFormat(config.LOG_FORMAT, process.stdout.isTTY),
});
const server = await startServer(config, logger);
logger.info(`Serving ${config.PUBLIC_URL} (listening on ${server.url}, ${server.database.driver})`);

const SHUTDOWN_GRACE_MS = 10_000;
let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: finishing in-flight requests, then closing the database`);
    const force = setTimeout(() => {
      logger.error('Shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  });
}
