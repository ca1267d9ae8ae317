import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLatestHandler } from './use-latest-handler';

describe('useLatestHandler', () => {
  it("stays one function across renders and calls the latest render's handler with its arguments", () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(({ handler }) => useLatestHandler(handler), {
      initialProps: { handler: first as (value: number) => void },
    });
    const stable = result.current;
    rerender({ handler: second });
    expect(result.current).toBe(stable);
    stable(7);
    expect(second).toHaveBeenCalledWith(7);
    expect(first).not.toHaveBeenCalled();
  });
});
