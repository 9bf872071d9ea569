package jvsim.jmh;

import java.io.OutputStream;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import jvsim.jmh.programs.CpuMix;
import jvsim.jmh.programs.Empty;
import jvsim.vm.Vm;
import jvsim.vm.VmConfig;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Interpreter throughput: the CpuMix program run inside jvsim, jvsim's boot alone,
 * and the same program on the host JVM with JIT and with -Xint.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(1)
@Warmup(iterations = 2, time = 5)
@Measurement(iterations = 3, time = 5)
@State(Scope.Benchmark)
public class InterpreterThroughput {
    static final String CPU_MIX = "jvsim.jmh.programs.CpuMix";
    static final String EMPTY = "jvsim.jmh.programs.Empty";

    static Path codeSource() {
        try {
            return Path.of(CpuMix.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /** Runs className's main in a fresh VM; returns the VM after completion. */
    static Vm runInVm(String className) {
        return runInVm(className, OutputStream.nullOutputStream());
    }

    static Vm runInVm(String className, OutputStream out) {
        VmConfig cfg = new VmConfig();
        cfg.classpath.add(codeSource());
        cfg.out = out;
        Vm vm = new Vm(cfg);
        int status = BigStack.call("jvsim-vm", () -> vm.runMain(className, new String[0]));
        if (status != 0) throw new IllegalStateException(className + " exited with status " + status);
        return vm;
    }

    @Benchmark
    public long jvsim() {
        return runInVm(CPU_MIX).interpreter.instructions;
    }

    @Benchmark
    public long jvsimBootOnly() {
        return runInVm(EMPTY).interpreter.instructions;
    }

    @Benchmark
    public long hostJit() {
        return CpuMix.run();
    }

    @Benchmark
    @Fork(value = 1, jvmArgsAppend = "-Xint")
    public long hostXint() {
        return CpuMix.run();
    }

    /**
     * Prints CpuMix's output in the VM and on the host, the time of the first run in a fresh host
     * JVM (the host JIT has not compiled jvsim yet: what a single jvsim command sees), then the
     * instruction counts and times of further CpuMix and boot-only runs (args[0] of them, default 5).
     */
    public static void main(String[] args) {
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        Empty.main(args);
        System.out.println("host CpuMix checksum:  " + CpuMix.run());
        java.io.ByteArrayOutputStream vmOut = new java.io.ByteArrayOutputStream();
        long c0 = System.nanoTime();
        runInVm(CPU_MIX, vmOut);
        System.out.printf("first run (cold host JIT): %.1f ms%n", (System.nanoTime() - c0) / 1e6);
        System.out.print("jvsim CpuMix output: " + vmOut);
        for (int i = 0; i < runs; i++) {
            long t0 = System.nanoTime();
            long full = runInVm(CPU_MIX).interpreter.instructions;
            long t1 = System.nanoTime();
            long boot = runInVm(EMPTY).interpreter.instructions;
            long t2 = System.nanoTime();
            System.out.printf("run %d: CpuMix instructions=%d (%.1f ms), boot-only instructions=%d (%.1f ms), program-only instructions=%d%n",
                    i, full, (t1 - t0) / 1e6, boot, (t2 - t1) / 1e6, full - boot);
        }
    }
}
