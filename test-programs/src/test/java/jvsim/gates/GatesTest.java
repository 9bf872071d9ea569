package jvsim.gates;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import jvsim.search.DeadlockText;
import jvsim.search.DporSearch;
import jvsim.search.Execution;
import jvsim.search.Executor;
import jvsim.search.SearchConfig;
import jvsim.search.SearchResult;
import jvsim.vm.Deadlock;
import jvsim.vm.SchedulingStrategy;
import jvsim.vm.Vm;
import jvsim.vm.VmConfig;
import jvsim.vm.VmInputException;
import jvsim.vm.VmThread;
import jvsim.vm.gates.GateSpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Gates (--gate, jvsim.api.Gates) in JDK and user code, run once and under searches. */
class GatesTest {
    private static final Path CLASSES = Path.of("target", "classes");
    /** The truncater starts once the appender has read the source's length... */
    static final String TRUNCATE_AFTER_LENGTH = "java.lang.Thread.run@truncater until java.lang.StringBuffer.length:exit@appender";
    /** ...and the appender copies the source's bytes only once the truncater has emptied it. */
    static final String COPY_AFTER_TRUNCATE =
            "java.lang.AbstractStringBuilder.ensureCapacityInternal:exit@appender until java.lang.StringBuffer.setLength:exit@truncater";

    /** A run's status and output; deadlock: the deadlock it ended in, as reports give it, or "". */
    record Run(int status, String out, String err, String deadlock) {}

    static Run once(String program, String... gates) {
        VmConfig cfg = new VmConfig();
        cfg.classpath.add(CLASSES);
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        cfg.out = out;
        cfg.err = err;
        cfg.gates = List.of(gates);
        Vm vm = new Vm(cfg);
        int status = vm.runMain(program, new String[0]);
        Deadlock d = vm.scheduler.outcome.deadlock;
        return new Run(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8), d == null ? "" : String.join("\n", DeadlockText.lines(d)));
    }

    @Test
    void stringBufferAppendRaceOnEveryRun() {
        Run plain = once("gates.StringBufferAppend");
        assertEquals(new Run(0, "xabc\n", "", ""), plain);
        Run gated = once("gates.StringBufferAppend", TRUNCATE_AFTER_LENGTH, COPY_AFTER_TRUNCATE);
        assertEquals(1, gated.status(), gated.toString());
        assertTrue(gated.err().contains("AssertionError: appended a truncated buffer: \"x\\0\\0\\0\""), gated.err());
        // under random schedules every execution hits it as well
        SearchConfig c = new SearchConfig();
        c.vm.classpath.add(CLASSES);
        c.vm.gates = List.of(TRUNCATE_AFTER_LENGTH, COPY_AFTER_TRUNCATE);
        c.className = "gates.StringBufferAppend";
        Executor executor = new Executor(c);
        for (int seed = 0; seed < 10; seed++) {
            Random random = new Random(seed);
            Execution e = executor.run(new SchedulingStrategy() {
                @Override public VmThread choose(List<VmThread> enabled) { return enabled.get(random.nextInt(enabled.size())); }
            });
            assertEquals(1, e.outcome.uncaught.size(), "seed " + seed + ": " + e.outcome.uncaught + e.stdout);
            assertTrue(e.outcome.uncaught.get(0).exception().contains("truncated buffer"), e.outcome.uncaught.toString());
        }
        // and DPOR finds only executions that do
        c.findAll = true;
        SearchResult r = new DporSearch().run(c);
        assertEquals(1, r.violations.size(), r.violations.toString());
        assertEquals(null, r.stoppedBy);
    }

    @Test
    void namedGateAndLineGateInUserCode() throws IOException {
        assertEquals("read 0\n", once("gates.Handoff").out());
        assertEquals("read 42\n", once("gates.Handoff", "gates.Handoff.read@reader until opened written").out());
        int line = lineOf("gate line");
        assertEquals("read 42\n", once("gates.Handoff", "gates.Handoff.read:" + line + " until gates.Handoff.write:exit").out());
        // a gate that never opens leaves the reader waiting: a deadlock that names the gate
        Run stuck = once("gates.Handoff", "gates.Handoff.read until opened never");
        assertEquals(1, stuck.status());
        assertTrue(stuck.deadlock().contains("\"reader\" WAITING at gates.Handoff.read(Handoff.java:"), stuck.deadlock());
        assertTrue(stuck.deadlock().contains(": at gate \"gates.Handoff.read until opened never\""), stuck.deadlock());
        // hit counts: the second arrival waits; the first passes
        assertEquals("read 0\n", once("gates.Handoff", "gates.Handoff.read#2 until opened written").out());
    }

    @Test
    void badGatesAreInputErrors() {
        assertEquals("bad gate \"Foo.bar\": expected <location> until <condition>",
                assertThrows(IllegalArgumentException.class, () -> GateSpec.parse("Foo.bar")).getMessage());
        assertEquals("bad gate \"Foo.bar:x until opened a\": expected a line (or entry, exit), found 'x'",
                assertThrows(IllegalArgumentException.class, () -> GateSpec.parse("Foo.bar:x until opened a")).getMessage());
        assertThrows(IllegalArgumentException.class, () -> GateSpec.parse("Foo.bar until opened"));
        assertThrows(IllegalArgumentException.class, () -> GateSpec.parse("Foo.bar until Foo.baz Foo.qux"));
        VmInputException e = assertThrows(VmInputException.class, () -> once("gates.Handoff", "gates.Handoff.read:1 until opened x"));
        assertEquals("gate location gates.Handoff.read:1 not found: no method read with code on line 1 in gates.Handoff", e.getMessage());
        assertFalse(e.getMessage().contains("\n"));
    }

    /**
     * Gates hold under every search, in every execution: the state of the gates (passes, arrivals,
     * opened names, waiting threads) is part of the VM's state, so executions started from the
     * snapshot after the common beginning, or from a checkpoint, begin with the gates as they were
     * there, not as the previous execution left them (the reader then passed before the write).
     */
    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = ';', value = {
        "dpor; gates.GatedRead.read@reader until opened written",
        "dpor-source; gates.GatedRead.read@reader until opened written",
        "dfs; gates.GatedRead.read@reader until opened written",
        "stateful; gates.GatedRead.read@reader until opened written",
        "random; gates.GatedRead.read@reader until opened written",
        "dpor; gates.GatedRead.read@reader until gates.GatedRead.write:exit",
        "dfs; gates.GatedRead.read@reader until gates.GatedRead.write:exit",
        "stateful; gates.GatedRead.read@reader until gates.GatedRead.write:exit",
        "dpor; gates.GatedRead.read#1 until opened written && gates.GatedRead.write:exit@writer",
        "random; gates.GatedRead.read#1 until opened written && gates.GatedRead.write:exit@writer",
    })
    void gatesHoldInEveryExecutionOfEverySearch(String search, String gate) {
        SearchConfig c = new SearchConfig();
        c.vm.classpath.add(CLASSES);
        c.className = "gates.GatedRead";
        // without the gate reader may read first: every search finds that
        c.maxExecutions = 300;
        SearchResult ungated = searchOf(search).run(c);
        assertTrue(ungated.violated(), search + " finds the race without the gate");
        // with it no execution may (dfs and random: the first 300, dfs has no reduction)
        c.findAll = true;
        c.maxExecutions = search.equals("dfs") || search.equals("random") ? 300 : 0;
        c.vm.gates = List.of(gate);
        SearchResult r = searchOf(search).run(c);
        assertEquals(List.of(), r.violations, search + ": no execution lets reader through before the write");
        assertTrue(r.executions + r.pruned > 1, search + " explored " + r.executions + " executions");
        if (c.maxExecutions == 0) assertEquals(null, r.stoppedBy);
    }

    static jvsim.search.Search searchOf(String name) {
        return switch (name) {
            case "dpor" -> new DporSearch(true);
            case "dpor-source" -> new DporSearch(false);
            case "dfs" -> new jvsim.search.DfsSearch();
            case "stateful" -> new jvsim.search.StatefulSearch(false);
            case "random" -> new jvsim.search.RandomSearch();
            default -> throw new IllegalArgumentException(name);
        };
    }

    private static int lineOf(String marker) throws IOException {
        List<String> lines = Files.readAllLines(Path.of("src/main/java/gates/Handoff.java"));
        for (int i = 0; i < lines.size(); i++) if (lines.get(i).contains("// " + marker)) return i + 1;
        throw new IllegalStateException(marker);
    }
}
