import { PasswordHashCost } from '../auth/password-cost';

export type DatabaseConfig =
  | { type: 'sqlite'; file: string }
  | { type: 'mysql'; url: string; database: string };

/** Validated runtime configuration; see the variables table in README.md. */
export interface AppConfig {
  port: number;
  production: boolean;
  database: DatabaseConfig;
  jwtSecret: string;
  /** argon2id cost: always `standard` except under the test suites (ARGON2_COST=test with NODE_ENV=test). */
  passwordHashCost: PasswordHashCost;
  smtpUrl: string | null;
  mailFrom: string;
  publicUrl: string;
  admin: { email: string; password: string } | null;
  uploadDir: string;
  demoData: boolean;
  dataDir: string;
}

export const APP_CONFIG = Symbol('APP_CONFIG');
