import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { ConfigError } from './config/config-error';
import { loadConfig } from './config/load-config';

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
  const app = await createApp(config);
  await app.listen(config.port);
  new Logger('Bootstrap').log(`Bulbash catering is running at ${await app.getUrl()} (public URL ${config.publicUrl})`);
}

void main();
