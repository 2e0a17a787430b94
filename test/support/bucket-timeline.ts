// Replays a timeline of (advance, requests) through the in-process bucket (decide()), so tests of
// the bucket and of the Lua script share one definition of a timeline and of its decisions.
// An advance of -1 steps to the exact millisecond the next token returns, -2 to the one before;
// any other value moves the clock by that much (negative: the clock steps back).
import type { RateDecision } from '../../src/limits/rate-limiter.js';
import { decide, type BucketState, UNITS_PER_TOKEN } from '../../src/limits/token-bucket.js';

export const T0 = 1_790_000_000_000; // an epoch-ms start well inside the safe-integer range

export interface TimelineStep {
  now: number;
  state: BucketState;
  d: RateDecision;
}

export function replay(capacity: number, ops: [number, number][]): TimelineStep[] {
  let state: BucketState | undefined;
  let now = T0;
  const steps: TimelineStep[] = [];
  for (const [advance, count] of ops) {
    const toToken = state ? Math.max(0, Math.ceil((UNITS_PER_TOKEN - state.tokens) / capacity)) : 0;
    now += advance === -1 ? toToken : advance === -2 ? Math.max(0, toToken - 1) : advance;
    for (let i = 0; i < count; i++) {
      const r = decide(state, now, capacity);
      state = r.state;
      steps.push({ now, state, d: r.decision });
    }
  }
  return steps;
}
