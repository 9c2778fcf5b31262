import { describe, expect, it } from 'vitest';
import { createSubmitGuard } from './use-submit-guard';

describe('createSubmitGuard (docs/product/common-behaviour.md: a second submit within 2 s is blocked)', () => {
  it('blocks a second submit inside the window and allows one after it', () => {
    let time = 10_000;
    const guard = createSubmitGuard(2000, () => time);
    expect(guard.tryEnter()).toBe(true);
    time += 1999;
    expect(guard.tryEnter()).toBe(false);
    time += 1;
    expect(guard.tryEnter()).toBe(true);
  });

  it('lets the person retry at once after a failure is released', () => {
    let time = 0;
    const guard = createSubmitGuard(2000, () => time);
    expect(guard.tryEnter()).toBe(true);
    guard.release();
    time += 10;
    expect(guard.tryEnter()).toBe(true);
  });
});
