package jvsim.deadlocks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import jvsim.listeners.DeadlockDetector;
import jvsim.search.DporSearch;
import jvsim.search.Search;
import jvsim.search.SearchConfig;
import jvsim.search.SearchResult;
import jvsim.search.StatefulSearch;
import jvsim.search.Violation;
import org.junit.jupiter.api.Test;

/**
 * Class initialization is explored (JVMS 5.5): taking a class's initialization lock is a visible
 * operation and its initializer runs as ordinary code, so class-initialization deadlocks are
 * found by the search and reported naming the classes and the threads initializing them; a
 * correct race to initialize one class is verified. (The listener's verdicts are in deadlocks.txt.)
 */
class ClassInitTest {
    private static final Path CLASSES = Path.of("target", "classes");

    static SearchResult search(Search s, String program, boolean listener) {
        SearchConfig c = new SearchConfig();
        c.vm.classpath.add(CLASSES);
        c.className = program.contains(".") ? program : "deadlocks." + program;
        c.maxExecutions = 1000;
        if (listener) c.listeners.add(new DeadlockDetector());
        return s.run(c);
    }

    private static Violation onlyDeadlock(SearchResult r) {
        assertTrue(r.violated(), "no deadlock in " + r.executions + " executions");
        assertEquals(1, r.violations.size(), r.violations.toString());
        Violation v = r.violations.get(0);
        assertEquals(jvsim.vm.ViolationKind.DEADLOCK, v.kind, v.toString());
        return v;
    }

    /** A.<clinit> uses B, B.<clinit> uses A: the VM's own report says who waits for which class, initialized by whom. */
    @Test
    void crossedInitializersDeadlock() {
        Violation v = onlyDeadlock(search(new DporSearch(), "ClassInitDeadlock", false));
        assertTrue(v.message.startsWith("cycle of 2 threads: \"Thread-0\" waits for the initialization of class deadlocks.ClassInitDeadlock$B, being initialized by \"Thread-1\";"
                + " \"Thread-1\" waits for the initialization of class deadlocks.ClassInitDeadlock$A, being initialized by \"Thread-0\""), v.message);
        assertEquals(jvsim.vm.ThreadReport.Kind.CLASS_INIT, v.deadlock.cycle().get(0).waitsFor().kind());
        // each thread holds the initialization the other waits for
        assertTrue(jvsim.search.DeadlockText.line(v.deadlock.cycle().get(0)).endsWith(": waits for the initialization of class deadlocks.ClassInitDeadlock$B,"
                + " being initialized by \"Thread-1\"; holds the initialization of class deadlocks.ClassInitDeadlock$A"), jvsim.search.DeadlockText.line(v.deadlock.cycle().get(0)));
    }

    /** The same deadlock under stateful search, which explores every interleaving at the initialization locks. */
    @Test
    void crossedInitializersDeadlockUnderStatefulSearch() {
        Violation v = onlyDeadlock(search(new StatefulSearch(false), "ClassInitDeadlock", false));
        assertTrue(v.message.contains("waits for the initialization of class deadlocks.ClassInitDeadlock$"), v.message);
    }

    /**
     * A thread creating the subclass marks it in progress and then initializes the superclass (JVMS
     * 5.5 step 7), whose initializer creates the subclass: found because each super's
     * initialization is its own procedure, after the class's own lock.
     */
    @Test
    void superclassInitializerUsingItsSubclassDeadlocks() {
        Violation v = onlyDeadlock(search(new DporSearch(), "ClassInitSuperDeadlock", true));
        assertTrue(v.message.contains("\"Thread-0\" waits for the initialization of class deadlocks.ClassInitSuperDeadlock$Derived at deadlocks.ClassInitSuperDeadlock$Base.<clinit>(ClassInitSuperDeadlock.java:13), being initialized by \"Thread-1\""), v.message);
        assertTrue(v.message.contains("\"Thread-1\" waits for the initialization of class deadlocks.ClassInitSuperDeadlock$Base at deadlocks.ClassInitSuperDeadlock.lambda$main$1(ClassInitSuperDeadlock.java:26), being initialized by \"Thread-0\""), v.message);
    }

    /** An initializer that joins a thread needing its class deadlocks in every schedule: the first execution shows it. */
    @Test
    void initializerJoiningAThreadThatNeedsTheClass() {
        SearchResult r = search(new DporSearch(), "ClassInitJoinDeadlock", false);
        Violation v = onlyDeadlock(r);
        assertEquals(1, r.executions, "one schedule only");
        assertEquals("cycle of 2 threads: \"main\" joins \"Thread-0\"; \"Thread-0\" waits for the initialization of class deadlocks.ClassInitJoinDeadlock$Config, being initialized by \"main\"", v.message);
    }

    /**
     * A failing initializer: whichever thread takes the initialization lock first gets
     * ExceptionInInitializerError, the other NoClassDefFoundError (the class is erroneous). Both
     * orders are explored, and nothing else.
     */
    @Test
    void eitherThreadCanRunAFailingInitializer() {
        SearchConfig c = new SearchConfig();
        c.vm.classpath.add(CLASSES);
        c.className = "dpor.ClassInitFailureRace";
        c.findAll = true;
        SearchResult r = new DporSearch().run(c);
        assertEquals(List.of("uncaught-exception java.lang.AssertionError: t0: ExceptionInInitializerError, t1: NoClassDefFoundError",
                "uncaught-exception java.lang.AssertionError: t0: NoClassDefFoundError, t1: ExceptionInInitializerError"),
                r.violations.stream().map(v -> v.kind + " " + v.message).sorted().toList());
        assertEquals(2, r.executions);
    }

    /**
     * Two threads race to initialize one class: each order of the two initialization locks is
     * explored once (the one that comes first runs the initializer), and neither is a violation.
     */
    @Test
    void raceToInitializeOneClassIsVerified() {
        SearchResult r = search(new DporSearch(), "ClassInitRace", true);
        assertEquals(List.of(), r.violations.stream().map(Violation::toString).toList());
        assertEquals(null, r.stoppedBy);
        assertEquals(2, r.executions, "who initializes the class, " + r.blocked + " blocked");
        SearchResult dfs = search(new StatefulSearch(false), "ClassInitRace", false);
        assertEquals(List.of(), dfs.violations.stream().map(Violation::toString).toList());
        assertEquals(null, dfs.stoppedBy);
    }
}
