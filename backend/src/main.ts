// First: Node's warnings raised while the other modules load become JSON log lines in production.
import './process/json-warnings';
import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { ConfigError } from './config/config-error';
import { loadConfig } from './config/load-config';
import { processLog } from './process/process-log';
import { stopOnSignals } from './process/stop-on-signals';
import { startServer } from './server';

async function main(): Promise<void> {
  const log = processLog(process.env.NODE_ENV === 'production', 'Bootstrap');
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      log.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // The port answers at once (503 until the database is reachable), the app follows.
  const running = await startServer(config);
  stopOnSignals(running, processLog(config.production, 'Shutdown'));
  await running.ready;
  new Logger('Bootstrap').log(`Bulbash catering is running on port ${config.port} (public URL ${config.publicUrl})`);
}

void main();
