package jvsim.juc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import jvsim.dpor.RandomPrograms;
import jvsim.search.DporSearch;
import jvsim.search.Search;
import jvsim.search.SearchResult;
import jvsim.search.StatefulSearch;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Soundness of running java.util.concurrent operations as single steps (jvsim.vm.Atomic): on small
 * random client programs over an AtomicInteger, a ConcurrentHashMap, a ConcurrentLinkedQueue, a
 * ReentrantLock, a synchronized list and plain fields (family J), and on programs that pass
 * StringBuffers, Vectors, Hashtables, synchronized maps and lists and a ConcurrentHashMap to each
 * other's operations while another thread changes the argument (family X: an operation is atomic
 * only over what its own object owns, see Atomic#belongs), and on programs whose threads wait with
 * timeouts in JDK operations, schedule a task, and wait for a signal with an `if` (family T: early
 * timeouts and spurious returns of the program's awaits, the defaults), every final state and violation that
 * exploring the JDK's internals access by access finds (VmConfig.atomicJdk false) is found with the
 * reduction, and no other, under optimal DPOR and stateful DFS. Every program ends with a failing
 * assertion naming its final state, so the set of distinct violations is the set of reachable final
 * states (with the exceptions and deadlocks of the threads).
 */
class AtomicJdkAgainstFullTest {
    private static final int PROGRAMS = 14;
    /** Programs of family X: two of each group of {@link #CROSS}. */
    private static final int CROSS_PROGRAMS = 10;
    private static final int TIMED_PROGRAMS = 8;

    @TempDir
    static Path dir;

    @BeforeAll
    static void generate() throws IOException {
        Map<String, String> sources = new HashMap<>();
        for (int i = 0; i < PROGRAMS; i++) sources.put("J" + i, program("J" + i, new Random(5000 + i)));
        for (int i = 0; i < CROSS_PROGRAMS; i++) sources.put("X" + i, crossProgram("X" + i, i % CROSS.length, new Random(7000 + i)));
        for (int i = 0; i < TIMED_PROGRAMS; i++) sources.put("T" + i, timedProgram("T" + i, new Random(9000 + i)));
        RandomPrograms.compile(dir, sources);
    }

    /** Two threads of one or two client operations each; the final state asserted false. */
    static String program(String name, Random r) {
        String declarations = "  static int x, y;\n  static final AtomicInteger A = new AtomicInteger();\n"
                // the map has its table already: two threads racing to create it spin (yield) without bound in full exploration
                + "  static final ConcurrentHashMap<Integer, Integer> M = new ConcurrentHashMap<>(java.util.Map.of(9, 9));\n"
                + "  static final ConcurrentLinkedQueue<Integer> Q = new ConcurrentLinkedQueue<>();\n"
                + "  static final ReentrantLock L = new ReentrantLock();\n"
                + "  static final java.util.List<Integer> S = java.util.Collections.synchronizedList(new java.util.ArrayList<>());\n";
        return RandomPrograms.program(name, "import java.util.concurrent.*;\nimport java.util.concurrent.atomic.*;\nimport java.util.concurrent.locks.*;\n",
                declarations, r, 2, 2, AtomicJdkAgainstFullTest::statement,
                "\"x=\" + x + \" y=\" + y + \" A=\" + A + \" M=\" + new java.util.TreeMap<>(M) + \" Q=\" + Q + \" S=\" + S");
    }

    private static String statement(Random r, int t) {
        int k = 1 + r.nextInt(3);
        switch (r.nextInt(12)) {
            case 0: return "A.incrementAndGet();";
            case 1: return "x = A.get() + " + t + ";";
            case 2: return "A.compareAndSet(0, " + (k + 4) + ");";
            case 3: return "M.merge(0, " + k + ", Integer::sum);";
            case 4: return "y = M.getOrDefault(0, 0);";
            case 5: return "M.putIfAbsent(1, " + (k + t * 10) + ");";
            case 6: return "Q.offer(" + (k + t * 10) + ");";
            case 7: return "{ Integer v = Q.poll(); if (v != null) y = v; }";
            case 8: return "L.lock(); try { x = x + 1; } finally { L.unlock(); }";
            case 9: return "S.add(" + (k + t * 10) + ");";
            case 10: return "if (S.isEmpty()) S.add(" + (k + 20) + ");";
            default: return "y = x + " + k + ";";
        }
    }

    /**
     * Groups of statements that pass one thread-safe object to another's operation (or compare,
     * copy or construct from it) while the other thread changes it: StringBuffers, Vectors,
     * Hashtables with a ConcurrentHashMap, synchronized maps, synchronized lists.
     */
    static final String[][] CROSS = {
        {"B1.append(B2);", "B2.append(\"xyz\");", "B1.insert(0, B2);", "x = new StringBuffer(B2).length();", "B2.setLength(1);", "B2.append(B1);"},
        {"V1.addAll(V2);", "V2.add(#);", "x = new java.util.Vector<>(V2).size();", "x = V1.containsAll(V2) ? 1 : 0;", "V1.removeAll(V2);",
            "V1.retainAll(V2);", "V2.remove(Integer.valueOf(2));", "V2.addAll(V1);"},
        {"H1.putAll(H2);", "H2.put(#, #);", "M.putAll(H2);", "H2.remove(2);", "H2.putAll(M);", "x = H1.equals(H2) ? 1 : 0;", "y = H2.equals(H1) ? 1 : 0;"},
        {"x = SM1.equals(SM2) ? 1 : 0;", "y = SM2.equals(SM1) ? 1 : 0;", "SM2.put(#, #);", "SM1.putAll(SM2);", "SM2.remove(2);"},
        {"x = new java.util.ArrayList<>(L2).size();", "L2.add(#);", "L1.addAll(L2);", "L2.addAll(L1);", "x = L1.containsAll(L2) ? 1 : 0;", "L2.remove(0);"},
    };

    /** Two threads of one or two statements of the group CROSS[group]; the final state asserted false. */
    static String crossProgram(String name, int group, Random r) {
        String declarations = "  static int x, y;\n"
                + "  static final StringBuffer B1 = new StringBuffer(), B2 = new StringBuffer(\"ab\");\n"
                + "  static final java.util.Vector<Integer> V1 = new java.util.Vector<>(java.util.List.of(1)), V2 = new java.util.Vector<>(java.util.List.of(1, 2));\n"
                + "  static final java.util.Hashtable<Integer, Integer> H1 = new java.util.Hashtable<>(java.util.Map.of(1, 1)), H2 = new java.util.Hashtable<>(java.util.Map.of(1, 1, 2, 2));\n"
                + "  static final ConcurrentHashMap<Integer, Integer> M = new ConcurrentHashMap<>(java.util.Map.of(9, 9));\n"
                + "  static final java.util.Map<Integer, Integer> SM1 = java.util.Collections.synchronizedMap(new java.util.HashMap<>(java.util.Map.of(1, 1))),\n"
                + "      SM2 = java.util.Collections.synchronizedMap(new java.util.HashMap<>(java.util.Map.of(1, 1)));\n"
                + "  static final java.util.List<Integer> L1 = java.util.Collections.synchronizedList(new java.util.ArrayList<>(java.util.List.of(1))),\n"
                + "      L2 = java.util.Collections.synchronizedList(new java.util.ArrayList<>(java.util.List.of(1, 2)));\n";
        String[] statements = CROSS[group];
        return RandomPrograms.program(name, "import java.util.concurrent.*;\n", declarations, r, 2, 2,
                (random, t) -> statements[random.nextInt(statements.length)].replace("#", String.valueOf(3 + t + random.nextInt(2))),
                "\"x=\" + x + \" y=\" + y + \" B1=\" + B1 + \" B2=\" + B2 + \" V1=\" + V1 + \" V2=\" + V2 + \" H1=\" + new java.util.TreeMap<>(H1)"
                + " + \" H2=\" + new java.util.TreeMap<>(H2) + \" M=\" + new java.util.TreeMap<>(M) + \" SM1=\" + new java.util.TreeMap<>(SM1)"
                + " + \" SM2=\" + new java.util.TreeMap<>(SM2) + \" L1=\" + L1 + \" L2=\" + L2");
    }

    /**
     * Statements that wait with a timeout in JDK operations (a queue's poll, a lock's tryLock, a
     * latch's, a semaphore's and a condition's timed waits, a sleep, a scheduled task), that wait
     * for a signal with an `if` (a spurious return of the program's await), and that end those
     * waits: the timeouts may come early, while the other thread still runs (see VmConfig#earlyTimeouts).
     */
    static final String[] TIMED = {
        "{ Integer v = BQ.poll(2, TimeUnit.MILLISECONDS); y = v == null ? -1 : v; }", "BQ.offer(#);",
        "if (L.tryLock(1, TimeUnit.MILLISECONDS)) { try { x = x + 1; } finally { L.unlock(); } } else y = 7;",
        "L.lock(); try { x = x + #; } finally { L.unlock(); }",
        "y = D.await(1, TimeUnit.MILLISECONDS) ? 1 : 0;", "D.countDown();",
        "x = P.tryAcquire(1, TimeUnit.MILLISECONDS) ? 5 : 6;", "P.release();",
        "E.schedule(() -> { y = 9; }, 1, TimeUnit.MILLISECONDS);",
        "L.lock(); try { if (x == 0) C.await(1, TimeUnit.MILLISECONDS); y = y + 1; } finally { L.unlock(); }",
        "L.lock(); try { if (x == 0) C.await(); y = x; } finally { L.unlock(); }",
        "L.lock(); try { x = #; C.signal(); } finally { L.unlock(); }",
        "Thread.sleep(1); x = x + #;",
    };

    /** Two threads of one or two TIMED statements; the final state asserted false. */
    static String timedProgram(String name, Random r) {
        String declarations = "  static volatile int x, y;\n"
                + "  static final LinkedBlockingQueue<Integer> BQ = new LinkedBlockingQueue<>();\n"
                + "  static final java.util.concurrent.locks.ReentrantLock L = new java.util.concurrent.locks.ReentrantLock();\n"
                + "  static final java.util.concurrent.locks.Condition C = L.newCondition();\n"
                + "  static final CountDownLatch D = new CountDownLatch(1);\n"
                + "  static final Semaphore P = new Semaphore(0);\n"
                + "  static final ScheduledExecutorService E = Executors.newSingleThreadScheduledExecutor(r -> { Thread t = new Thread(r); t.setDaemon(true); return t; });\n";
        return RandomPrograms.program(name, "import java.util.concurrent.*;\n", declarations, r, 2, 2,
                (random, t) -> TIMED[random.nextInt(TIMED.length)].replace("#", String.valueOf(3 + t + random.nextInt(2))),
                "\"x=\" + x + \" y=\" + y + \" BQ=\" + BQ + \" D=\" + D.getCount() + \" P=\" + P.availablePermits()");
    }

    /**
     * The names of the generated programs: family J, family X (in the fast tier X0 to X4, one of each
     * group of {@link #CROSS}: X5, the StringBuffers' second, takes 27 s), then family T (in the fast
     * tier a sample of it, T5: the family's searches take from under a second to 5 minutes, T0; T2,
     * 20 s of the class's 67, is in the full tier).
     */
    static Stream<String> programs() {
        java.util.List<String> allCross = IntStream.range(0, CROSS_PROGRAMS).mapToObj(i -> "X" + i).toList();
        java.util.List<String> cross = jvsim.testing.Tier.only("AtomicJdkAgainstFullTest's family X", allCross, allCross.subList(0, CROSS.length),
                "one program of each group of objects passed to another's operation");
        java.util.List<String> allTimed = IntStream.range(0, TIMED_PROGRAMS).mapToObj(i -> "T" + i).toList();
        java.util.List<String> timed = jvsim.testing.Tier.only("AtomicJdkAgainstFullTest's timed family", allTimed, java.util.List.of("T5"),
                "one program of the family");
        return Stream.concat(Stream.concat(IntStream.range(0, PROGRAMS).mapToObj(i -> "J" + i), cross.stream()), timed.stream());
    }

    static Set<String> outcomes(Search s, String program, boolean atomicJdk) {
        return RandomPrograms.outcomes(s, dir, program, c -> c.vm.atomicJdk = atomicJdk);
    }

    /** The reduction against itself under both searches (fast: in the default build). */
    @TestFactory
    Stream<DynamicTest> searchesAgreeWithTheReduction() {
        return programs().map(p -> DynamicTest.dynamicTest(p, () -> {
            String source = Files.readString(dir.resolve(p + ".java"));
            Set<String> dpor = outcomes(new DporSearch(true), p, true);
            assertTrue(!dpor.isEmpty(), p + ": no final state found");
            if (p.startsWith("T")) {
                // with time in the state (timeouts, a pool's worker) stateful DFS matches few states and
                // may not finish: within its limit, what it found must be among DPOR's; source DPOR in full
                assertEquals(dpor, outcomes(new DporSearch(false), p, true), p + ": source DPOR differs from optimal DPOR\n" + source);
                SearchResult dfs = RandomPrograms.search(new StatefulSearch(false), dir, p, c -> { c.vm.atomicJdk = true; c.maxTimeMs = 20_000; });
                Set<String> found = RandomPrograms.violations(dfs);
                if (dfs.stoppedBy == null) assertEquals(dpor, found, p + ": stateful DFS differs from DPOR\n" + source);
                else assertTrue(dpor.containsAll(found), p + ": stateful DFS found " + found + ", DPOR " + dpor + "\n" + source);
                return;
            }
            assertEquals(dpor, outcomes(new StatefulSearch(false), p, true), p + ": stateful DFS differs from DPOR\n" + source);
        }));
    }

    /** The reduction against the JDK's internals explored in full (slow: the exhaustive profile). */
    @Tag("exhaustive")
    @TestFactory
    Stream<DynamicTest> reductionFindsWhatFullExplorationFinds() {
        return programs().map(p -> DynamicTest.dynamicTest(p, () -> {
            String source = Files.readString(dir.resolve(p + ".java"));
            Set<String> full = outcomes(new DporSearch(true), p, false);
            assertTrue(!full.isEmpty(), p + ": no final state found");
            assertEquals(full, outcomes(new DporSearch(true), p, true), p + ": DPOR with atomic JDK operations differs from full exploration\n" + source);
            if (!p.startsWith("T")) // stateful DFS need not finish on the timed family (see searchesAgreeWithTheReduction)
                assertEquals(full, outcomes(new StatefulSearch(false), p, true), p + ": stateful DFS with atomic JDK operations differs from full exploration\n" + source);
        }));
    }
}
