/**
 * argon2id cost parameters. `standard` is what every real deployment uses (the argon2
 * library's defaults, written out so they cannot drift: 64 MiB, 3 passes, 4 lanes, about
 * half a second on a small server). `test` exists only so the API test suites do not spend
 * minutes hashing; the configuration refuses it unless NODE_ENV=test (ARGON2_COST=test).
 * Hashes are self-describing, so either kind verifies under either setting.
 */
export const ARGON2_COSTS = {
  standard: { memoryCost: 65536, timeCost: 3, parallelism: 4 },
  test: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
} as const;

export type PasswordHashCost = keyof typeof ARGON2_COSTS;
