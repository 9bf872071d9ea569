package jvsim.vm;

/**
 * The default run ({@link Scheduler#runToCompletion}): the threads in turn, each for a quantum of
 * the interpreter, until every non-daemon thread has ended or the target halts; deterministic, no
 * scheduling points.
 */
final class RoundRobin {
    private final Scheduler s;
    private final Vm vm;
    /** Consecutive turns that were spin-wait rounds. */
    private int spinTurns;
    /** Longest turn still taken for a spin-wait round; longer ones did work between yields. */
    private static final long SPIN_ROUND_INSTRUCTIONS = 1000;

    RoundRobin(Scheduler s) {
        this.s = s;
        this.vm = s.vm;
    }

    /** Runs the threads to their end; returns the exit status. */
    int run() {
        try {
            while (true) {
                if (vm.stopRequested) throw new VmStopped();
                // the VM ends once the last non-daemon thread has, whatever daemon threads still do
                if (s.ends.vmEnds()) return s.finish(s.mainThrew ? 1 : 0);
                s.clock.wakeExpired();
                VmThread t = pickNext();
                if (t == null) {
                    if (s.clock.advance()) continue;
                    s.reportDeadlock();
                    return s.finish(1);
                }
                long before = vm.interpreter.instructions;
                int status = vm.interpreter.run(t, vm.config.quantum);
                if (status == Interpreter.THREAD_DONE && !s.ends.threadDone(t, false)) Threads.terminate(t);
                // a short turn ended by Thread.yield/onSpinWait is one round of a spin-wait loop
                if (t.spinning && vm.interpreter.instructions - before < SPIN_ROUND_INSTRUCTIONS) {
                    t.spinning = false;
                    // every runnable thread spins waiting for the others: let time pass to the next timeout
                    // (a legal schedule, the spinners being descheduled meanwhile) instead of spinning through it
                    if (++spinTurns >= s.threads.size()) {
                        spinTurns = 0;
                        s.clock.skipToNextTimeout();
                    }
                } else {
                    t.spinning = false;
                    spinTurns = 0;
                }
            }
        } catch (VmExit e) {
            return s.finish(e.status);
        } catch (VmIgnored e) {
            return s.finish(0);
        } finally {
            s.flushHost();
        }
    }

    private VmThread pickNext() {
        int n = s.threads.size();
        for (int k = 1; k <= n; k++) {
            int i = (s.current + k) % n;
            VmThread t = s.threads.get(i);
            if (s.enabled.canRun(t, true)) { s.current = i; return t; }
        }
        return null;
    }
}
