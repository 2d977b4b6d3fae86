// Helper C's scratch config (no global build step while another helper's build is mid-change). Delete me.
import { defineConfig } from 'vitest/config';
export default defineConfig({ test: { include: ['test/**/*.test.ts', '.tmp-c/*.test.ts'], environment: 'node', testTimeout: 30_000, hookTimeout: 180_000, pool: 'forks' } });
