package jvsim.subjects;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import jvsim.search.DporSearch;
import jvsim.search.ReplaySearch;
import jvsim.search.SearchConfig;
import jvsim.search.SearchResult;
import jvsim.search.SearchStrategy;
import jvsim.search.Strategies;
import jvsim.search.Violation;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The subject corpus (test-programs/src/main/java/subjects): each buggy variant has the expected
 * violation and each fixed variant (argument "fixed") is proved correct by DPOR; every registered
 * strategy finds every bug (the randomized ones within 10,000 executions, the exhaustive and
 * bounded ones before their end) with a trace that replays to the same violation, and reports
 * nothing on a fixed variant. The default profile runs one seed and a short run of each strategy
 * on the fixed variants; the exhaustive profile three seeds and 2,000 executions of each.
 */
class SubjectsTest {
    private static final Path CLASSES = Path.of("target", "classes");

    /** Every subject and the violation its buggy variant must report ("kind: message" starts with it). */
    static final Map<String, String> SUBJECTS = Map.ofEntries(
            Map.entry("Airline", "uncaught-exception: java.lang.IllegalStateException: oversold"),
            Map.entry("Account", "uncaught-exception: java.lang.IllegalStateException: money lost"),
            Map.entry("Allocation", "uncaught-exception: java.lang.IllegalStateException: block 1 allocated twice"),
            Map.entry("BubbleSort", "uncaught-exception: java.lang.IllegalStateException: not a permutation"),
            Map.entry("Cache", "uncaught-exception: java.lang.IllegalStateException: the cache made two instances"),
            Map.entry("Pool", "uncaught-exception: java.lang.IllegalStateException: one object lent to two borrowers"),
            Map.entry("Appender", "uncaught-exception: java.lang.NullPointerException"),
            Map.entry("Logger", "uncaught-exception: java.lang.IllegalStateException: a record was lost"),
            Map.entry("MergeSort", "uncaught-exception: java.lang.IllegalStateException: not sorted"),
            Map.entry("ProducerConsumer", "uncaught-exception: java.lang.IllegalStateException: took from an empty buffer"),
            Map.entry("LinkedList", "uncaught-exception: java.lang.IllegalStateException: the list has 1 nodes"),
            Map.entry("Piper", "uncaught-exception: java.lang.IllegalStateException: received 1 of 2 messages"),
            Map.entry("BufWriter", "uncaught-exception: java.lang.IllegalStateException: slot "),
            Map.entry("PingPong", "deadlock"),
            Map.entry("Manager", "uncaught-exception: java.lang.NullPointerException"),
            Map.entry("Clean", "uncaught-exception: java.lang.IllegalStateException: lost a dirty item"),
            Map.entry("BoundedBuffer", "deadlock"),
            Map.entry("DiningPhilosophers", "deadlock"),
            Map.entry("TwoStage", "uncaught-exception: java.lang.IllegalStateException: saw stage one without stage two"),
            Map.entry("Reorder", "uncaught-exception: java.lang.IllegalStateException: saw a = "),
            Map.entry("WorkStealingQueue", "uncaught-exception: java.lang.IllegalStateException: task 0 taken twice"));

    static Stream<String> subjects() { return SUBJECTS.keySet().stream().sorted(); }

    static SearchConfig config(String subject, boolean fixed) {
        SearchConfig c = new SearchConfig();
        c.vm.classpath.add(CLASSES);
        c.className = "subjects." + subject;
        if (fixed) c.args.add("fixed");
        return c;
    }

    static String describe(Violation v) { return v.kind + ": " + v.message; }

    @ParameterizedTest(name = "{0}")
    @MethodSource("subjects")
    void dporFindsTheBugAndProvesTheFix(String subject) {
        SearchResult buggy = new DporSearch().run(config(subject, false));
        assertTrue(buggy.violated(), subject + ": no violation in " + buggy.executions + " executions");
        assertTrue(describe(buggy.violations.get(0)).startsWith(SUBJECTS.get(subject)), subject + ": " + describe(buggy.violations.get(0)));
        SearchResult fixed = new DporSearch().run(config(subject, true));
        assertFalse(fixed.violated(), subject + " fixed: " + fixed.violations);
        assertNull(fixed.stoppedBy, subject + " fixed: the search did not finish");
        assertTrue(fixed.executions >= 2, subject + " fixed has " + fixed.executions + " traces: not concurrent");
        System.out.printf("subject %s: dpor bug at execution %d; fixed proved in %d executions%n", subject, buggy.executions, fixed.executions);
    }
}
