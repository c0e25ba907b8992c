// Preload (node --import) that moves this process's wall clock forward by E2E_CLOCK_SHIFT_MS,
// so a browser test can restart the server "days later" on the same data directory: Date.now()
// and `new Date()` without arguments read the shifted time. Timers and performance.now() keep
// real time, so nothing waits longer than it should.
const shift = Number(process.env.E2E_CLOCK_SHIFT_MS ?? 0);

if (Number.isFinite(shift) && shift !== 0) {
  const RealDate = Date;
  const realNow = RealDate.now.bind(RealDate);
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(realNow() + shift);
      else super(...args);
    }
    static now() {
      return realNow() + shift;
    }
  }
  // `Date()` called as a function gives the current time as a string.
  const ShiftedDateFn = new Proxy(ShiftedDate, {
    apply: () => new ShiftedDate().toString(),
  });
  globalThis.Date = ShiftedDateFn;
}
