import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import '../../../scripts/vitest/fail-on-console.ts';

// Test files share a worker (isolate: false: one jsdom and one copy of react-admin and MUI per
// worker instead of one per file, about five times less work). Each file still gets its own copy
// of our modules, so module-level state starts fresh, and nothing a file rendered outlives it.
vi.resetModules();

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // The shared jsdom keeps its address too: a list left at ?sort=…&perPage=… would hand its
  // parameters to the next file's list.
  window.history.replaceState(null, '', '/');
});
