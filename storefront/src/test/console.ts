/** A test that provokes a logged error on purpose says so (the console guard of src/test/setup.ts fails every other). */
export { allowConsole } from '../../../scripts/vitest/fail-on-console.ts';
