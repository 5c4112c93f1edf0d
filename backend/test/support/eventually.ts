/**
 * Retries an assertion until it holds or the time is up (then its last error is thrown): for what
 * the app does in the background after an answer. jest has no `expect.poll`.
 */
export async function eventually(assertion: () => unknown, timeoutMs = 10_000, everyMs = 50): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await assertion();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  }
}
