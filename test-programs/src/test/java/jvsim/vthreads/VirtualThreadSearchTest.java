package jvsim.vthreads;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import jvsim.conformance.Java25Programs;
import jvsim.search.DporSearch;
import jvsim.search.Search;
import jvsim.search.SearchConfig;
import jvsim.search.SearchResult;
import jvsim.search.StatefulSearch;
import jvsim.search.Violation;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Searches of virtual-thread programs (src/java21/java/vthreads, compiled with --release 21) on JDK 25's
 * class library: the lost update of two tasks of Executors.newVirtualThreadPerTaskExecutor() is found,
 * its fixed version verified, each in as many executions as the same program with a platform thread
 * per task; stateful DFS agrees with DPOR on every program. Skipped with a message naming the missing
 * JDK where no JDK 25 is installed.
 */
@Tag("jdk25")
class VirtualThreadSearchTest {
    private static final String LOST = "uncaught-exception in \"main\": java.lang.AssertionError: lost update: 1";

    private static SearchResult search(Search s, String program, Consumer<SearchConfig> setup) throws Exception {
        Path jdk = Jdk25Home.get();
        SearchConfig c = new SearchConfig();
        c.vm.classpath.add(Java25Programs.classes(jdk, 21));
        c.vm.jdkHome = jdk;
        c.className = program;
        c.maxTimeMs = 600_000;
        setup.accept(c);
        SearchResult r = s.run(c);
        assertNull(r.stoppedBy, program + " hit a limit");
        return r;
    }

    private static Set<String> kinds(SearchResult r) {
        return r.violations.stream().map(Violation::toString).map(v -> v.lines().findFirst().orElse(""))
                .collect(Collectors.toCollection(TreeSet::new));
    }

    @Test
    void theLostUpdateOfTwoVirtualThreadTasksIsFoundAsWithPlatformThreads() throws Exception {
        SearchResult virtual = search(new DporSearch(true), "vthreads.LostUpdate", c -> { });
        SearchResult platform = search(new DporSearch(true), "vthreads.PlatformLostUpdate", c -> { });
        assertEquals(1, virtual.violations.size(), virtual.violations::toString);
        assertTrue(virtual.violations.get(0).toString().contains("lost update: 1"), virtual.violations::toString);
        assertEquals(platform.executions, virtual.executions, "executions to find the lost update: virtual vs platform threads");
        System.out.println("vthreads.LostUpdate: found in execution " + virtual.executions + " (platform threads: " + platform.executions + ")");
    }

    @Test
    void theFixedVersionIsVerifiedInAsManyExecutionsAsWithPlatformThreads() throws Exception {
        SearchResult virtual = search(new DporSearch(true), "vthreads.FixedUpdate", c -> { });
        SearchResult platform = search(new DporSearch(true), "vthreads.PlatformFixedUpdate", c -> { });
        assertEquals(List.of(), virtual.violations);
        assertEquals(List.of(), platform.violations);
        assertEquals(platform.executions, virtual.executions, "executions to verify: virtual vs platform threads");
        System.out.println("vthreads.FixedUpdate: verified in " + virtual.executions + " executions (platform threads: " + platform.executions + ")");
    }

    /** Every violation (by its first line) DPOR finds, stateful DFS finds, and the other way round. */
    @Test
    void statefulDfsAgreesWithDpor() throws Exception {
        for (String p : List.of("vthreads.LostUpdate", "vthreads.FixedUpdate", "vthreads.SynchronizedWhileParked")) {
            Set<String> dpor = kinds(search(new DporSearch(true), p, c -> c.findAll = true));
            Set<String> dfs = kinds(search(new StatefulSearch(false), p, c -> c.findAll = true));
            assertEquals(dfs, dpor, p + ": stateful DFS and DPOR differ");
            assertEquals(p.equals("vthreads.LostUpdate") ? Set.of(LOST) : Set.of(), dpor, p);
        }
    }

    /**
     * JDK 25's semantics (JEP 491): virtual threads waiting inside synchronized do not pin their carriers,
     * so with one carrier the program that deadlocks on JDK 21 ends.
     */
    @Test
    void waitingInSynchronizedDoesNotPinOnJdk25() throws Exception {
        SearchResult r = search(new DporSearch(true), "vthreads.SynchronizedWhileParked",
                c -> { c.findAll = true; c.vm.properties.add(new String[] { "jdk.virtualThreadScheduler.parallelism", "1" }); });
        assertEquals(List.of(), r.violations);
    }
}
