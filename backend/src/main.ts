import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { ConfigError } from './config/config-error';
import { loadConfig } from './config/load-config';
import { startServer } from './server';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // The port answers at once (503 until the database is reachable), the app follows.
  const running = await startServer(config);
  await running.ready;
  new Logger('Bootstrap').log(`Bulbash catering is running on port ${config.port} (public URL ${config.publicUrl})`);
}

void main();
