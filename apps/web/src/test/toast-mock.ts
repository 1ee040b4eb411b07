import { vi } from 'vitest';

/**
 * Stands in for ui/toast.ts, so a test can check what was announced:
 * `vi.mock('…/ui/toast.ts', () => import('…/test/toast-mock.ts'))`. Calls are cleared before each test
 * by fakeApi.
 */
export const toast = { success: vi.fn(), error: vi.fn(), info: vi.fn(), message: vi.fn(), warning: vi.fn() };
