import { INestApplication } from '@nestjs/common';
import { join } from 'node:path';
import { Server } from 'node:http';
import { __resetOutOfContextForTests } from 'nestjs-pino/PinoLogger';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp, CreateAppOptions } from '../../src/app.factory';
import { loadConfig } from '../../src/config/load-config';
import { AppConfig } from '../../src/config/app-config';
import { migratedDatabase, TestDatabase } from './database';
import { MailCatcher } from './mail-catcher';

export const ADMIN = { email: 'admin@bulbash-test.by', password: 'admin-secret-42' };

export interface TestApp {
  app: INestApplication;
  http: Server;
  config: AppConfig;
  mail: MailCatcher;
  dataSource: DataSource;
  api: () => ReturnType<typeof request>;
  close(): Promise<void>;
}

/**
 * Starts the whole application on a fresh database with a real SMTP server.
 * `env` overrides the configuration variables (DEMO_DATA is off unless asked for); the log is
 * off unless `appOptions` gives it a destination.
 */
export async function startTestApp(env: Record<string, string> = {}, appOptions: CreateAppOptions = { logger: false }): Promise<TestApp> {
  const database: TestDatabase = await migratedDatabase();
  const mail = new MailCatcher();
  const smtpUrl = await mail.start();
  const config = loadConfig({
    DATABASE_URL: database.url,
    JWT_SECRET: 'test-secret-for-api-tests-only',
    SMTP_URL: smtpUrl,
    PUBLIC_URL: 'http://shop.test',
    UPLOAD_DIR: join(database.workDir, 'uploads'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    DEMO_DATA: 'false',
    // Tests speak for many clients through X-Forwarded-For from loopback.
    TRUST_PROXY: 'loopback',
    // Cheap but real argon2id hashes; the configuration refuses this outside NODE_ENV=test.
    NODE_ENV: 'test',
    ARGON2_COST: 'test',
    ...env,
  });
  // nestjs-pino keeps its first root logger for its module's life, and a test file may start
  // several apps: each app gets a root logger writing where this one's log goes.
  __resetOutOfContextForTests();
  const app = await createApp(config, appOptions);
  await app.init();
  const http = app.getHttpServer() as Server;
  return {
    app,
    http,
    config,
    mail,
    dataSource: app.get(DataSource),
    api: () => request(http),
    close: async () => {
      await app.close();
      await mail.stop();
      await database.drop();
    },
  };
}
