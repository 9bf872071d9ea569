package jvsim.jmh;

import java.util.concurrent.TimeUnit;

import jvsim.jmh.programs.ConcMix;
import jvsim.vm.Vm;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Throughput of lock- and CAS-heavy code in jvsim: the ConcMix program (ConcurrentHashMap churn by
 * two threads, a two-thread fixed pool running small tasks) in a fresh VM per operation. Besides
 * runs per second, JMH reports the secondary result {@code instructions}: bytecodes per second.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(1)
@Warmup(iterations = 2, time = 10)
@Measurement(iterations = 3, time = 10)
@State(Scope.Benchmark)
public class ConcurrencyThroughput {
    static final String CONC_MIX = "jvsim.jmh.programs.ConcMix";

    /** Bytecodes executed, reported by JMH as a rate (instructions per second). */
    @AuxCounters(AuxCounters.Type.OPERATIONS)
    @State(Scope.Thread)
    public static class Counters {
        public long instructions;

        @Setup(Level.Iteration)
        public void reset() { instructions = 0; }
    }

    @Benchmark
    public long jvsimConcMix(Counters counters) {
        Vm vm = InterpreterThroughput.runInVm(CONC_MIX);
        counters.instructions += vm.interpreter.instructions;
        return vm.interpreter.instructions;
    }

    @Benchmark
    public long hostConcMix() throws Exception {
        return ConcMix.run();
    }

    /** Prints the instruction count and output of one run, and the host's checksum. */
    public static void main(String[] args) throws Exception {
        System.out.println("host ConcMix checksum:  " + ConcMix.run());
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        for (int i = 0; i < 3; i++) {
            out.reset();
            long t0 = System.nanoTime();
            long n = InterpreterThroughput.runInVm(CONC_MIX, out).interpreter.instructions;
            double s = (System.nanoTime() - t0) / 1e9;
            System.out.printf("run %d: jvsim ConcMix output %s instructions=%d, %.2f s, %.2f M instructions/s%n", i, out.toString().trim(), n, s, n / s / 1e6);
        }
    }
}
