import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import '../../../scripts/vitest/fail-on-console.ts';

// Test files share a worker (isolate: false, much faster than a fresh jsdom per file): each file
// still gets its own copy of our modules, so a module-level cache (contacts, payment methods)
// starts empty in every file. Libraries stay loaded.
vi.resetModules();

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  });
});
