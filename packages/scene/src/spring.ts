/** A spring has settled once it stays this close to its target: 0.01 %, far below a pixel. */
const SETTLED = 1e-4;

interface SpringMotion {
  /** The distance to the target at `time` seconds: -1 at rest at the start, 0 on the target. */
  offset: (time: number) => number;
  /** An upper bound on |offset| from `time` on; it only falls, so it tells when the spring has settled. */
  bound: (time: number) => number;
}

/**
 * The mass-spring-damper m·x'' + c·x' + k·x = 0 released at rest one unit short of its target,
 * solved in each of its three regimes.
 */
function springMotion(stiffness: number, damping: number, mass: number): SpringMotion {
  const omega = Math.sqrt(stiffness / mass);
  const zeta = damping / (2 * Math.sqrt(stiffness * mass));
  // Near ζ = 1 the other two forms divide by almost zero; the critical one is exact enough there.
  if (Math.abs(zeta - 1) < 1e-6) {
    const offset = (time: number) => -Math.exp(-omega * time) * (1 + omega * time);
    return { offset, bound: (time) => -offset(time) };
  }
  if (zeta < 1) {
    // Underdamped: it overshoots and oscillates inside a decaying envelope.
    const decay = zeta * omega;
    const damped = omega * Math.sqrt(1 - zeta * zeta);
    return {
      offset: (time) => -Math.exp(-decay * time) * (Math.cos(damped * time) + (decay / damped) * Math.sin(damped * time)),
      // cos + (decay / damped)·sin is at most ω / damped, and at most 1 + decay·time as |sin x| ≤ x:
      // the second keeps a nearly critical spring from settling later than a critical one.
      bound: (time) => Math.exp(-decay * time) * Math.min(omega / damped, 1 + decay * time),
    };
  }
  // Overdamped: two real decays, never passing the target. The roots multiply to ω², which
  // gives the slow one without the cancellation of -ζω + ω√(ζ² - 1).
  const fast = -omega * (zeta + Math.sqrt(zeta * zeta - 1));
  const slow = (omega * omega) / fast;
  const offset = (time: number) => (fast * Math.exp(slow * time) - slow * Math.exp(fast * time)) / (slow - fast);
  return { offset, bound: (time) => -offset(time) };
}

/** The first time from which the motion stays settled, by bisection on its falling bound. */
function settleTime(bound: (time: number) => number): number {
  let high = 1;
  // Capped so that an undamped spring (which never settles) cannot loop forever.
  for (let i = 0; i < 64 && bound(high) > SETTLED; i++) high *= 2;
  let low = 0;
  for (let i = 0; i < 50; i++) {
    const middle = (low + high) / 2;
    if (bound(middle) > SETTLED) low = middle;
    else high = middle;
  }
  return high;
}

/**
 * A damped spring from 0 to 1. Its physical settling time is stretched onto the animation's
 * 0..1, so a spring fills whatever duration it is given.
 */
export function spring(stiffness: number, damping: number, mass: number): (t: number) => number {
  const motion = springMotion(stiffness, damping, mass);
  const duration = settleTime(motion.bound);
  // Settled is still up to 0.01 % short of (or past) 1: that residual is shed linearly over the
  // whole animation, so the curve lands on exactly 1 without a step on its last frame.
  const residual = motion.offset(duration);
  return (t) => (t >= 1 ? 1 : 1 + motion.offset(t * duration) - t * residual);
}
