package jvsim.natives;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import jvsim.vm.Vm;
import jvsim.vm.VmConfig;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The virtual clock of the scheduler: long sleeps cost nothing, spin-waits for a timed event skip
 * ahead, threads doing work between yields are not skipped over, timeouts expire while other
 * threads run, and the VM ends with the last non-daemon thread.
 */
class VirtualTimeTest {
    private static Path classes;

    @BeforeAll
    static void compile() throws Exception {
        classes = TargetRun.compile("VirtualTime");
    }

    /** Runs VirtualTime with one mode; returns stdout, after checking status 0 and the instruction bound. */
    private static String run(String mode, long maxInstructions) {
        VmConfig cfg = new VmConfig();
        cfg.classpath.add(classes);
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        cfg.out = out;
        cfg.err = err;
        Vm vm = new Vm(cfg);
        int status = vm.runMain("VirtualTime", new String[]{mode});
        String stdout = out.toString(StandardCharsets.UTF_8);
        assertEquals(0, status, mode + ": status; stdout:\n" + stdout + "stderr:\n" + err.toString(StandardCharsets.UTF_8));
        long n = vm.interpreter.instructions;
        assertTrue(n < maxInstructions, mode + ": " + n + " instructions, expected fewer than " + maxInstructions);
        return stdout;
    }

    @Test
    void aDayLongSleepReturnsAtOnceWithTheClockAdvanced() {
        assertEquals("slept, elapsed hours >= 27: true\n", run("sleep", 1_000_000));
    }

    @Test
    void spinWaitingForASleeperSkipsToItsWakeUp() {
        // spinning through the hour at one nanosecond per instruction would take 3.6e12 instructions
        assertEquals("sleeper done, elapsed >= 1h: true\n", run("spinForSleeper", 2_000_000));
    }

    @Test
    void workBetweenYieldsIsNotMistakenForSpinning() {
        assertEquals("worker finished within the timed join: true true\n", run("workWithYields", 10_000_000));
    }

    @Test
    void aTimedWaitExpiresWhileAnotherThreadKeepsRunning() {
        // 2 ms of virtual time are 2 million instructions of the busy thread
        assertEquals("woke while another thread was busy: true\n", run("sleepWhileBusy", 10_000_000));
    }

    @Test
    void theVmEndsWithTheLastNonDaemonThreadWhileDaemonsRun() {
        assertEquals("main ends while daemons run\n", run("daemonSpins", 10_000_000));
    }
}
