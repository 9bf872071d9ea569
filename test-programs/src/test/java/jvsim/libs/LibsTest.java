package jvsim.libs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import jvsim.search.DporSearch;
import jvsim.search.SearchConfig;
import jvsim.search.SearchResult;
import jvsim.search.Violation;
import jvsim.vm.Vm;
import jvsim.vm.VmConfig;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Real libraries from the package registry, unmodified (test-scoped dependencies): each program of
 * the libs package runs on the host JVM and in jvsim (--search=none), with the same stdout and exit
 * status; log4j 1.2's lock-order deadlock is found by the default search. The libraries' jars are
 * on the VM's class path as they are in the local repository (classes and resources are read from
 * the jars).
 */
public class LibsTest {
    private static final Path TEST_CLASSES = Path.of("target", "test-classes");
    private static final List<String> PROGRAMS = List.of("libs.Log4jPattern", "libs.PoolBorrow", "libs.DbcpPool", "libs.JacksonRoundTrip", "libs.GuavaCollections", "libs.Lang3Strings",
            "libs.DerbyDbcp", "libs.DerbyBlobReaders", "libs.LuceneSearch", "libs.LuceneMMap");
    /** One class of each library jar (and of the jars they need). */
    private static final List<String> MARKERS = List.of("org.apache.log4j.Logger", "org.apache.commons.pool.ObjectPool", "org.apache.commons.dbcp.BasicDataSource",
            "com.fasterxml.jackson.databind.ObjectMapper", "com.fasterxml.jackson.core.JsonFactory", "com.fasterxml.jackson.annotation.JsonProperty",
            "com.google.common.collect.ImmutableList", "com.google.common.util.concurrent.internal.InternalFutureFailureAccess",
            "org.apache.commons.lang3.StringUtils", "org.apache.derby.jdbc.EmbeddedDriver",
            "org.apache.lucene.index.IndexWriter");

    @TestFactory
    Stream<DynamicTest> programsBehaveAsOnTheHostJvm() throws Exception {
        List<Path> jars = jars();
        return PROGRAMS.stream().map(name -> DynamicTest.dynamicTest(name, () -> {
            // the host runs in a directory of its own (Derby writes its database there), jvsim in the
            // test's working directory, where the target's writes stay in the VM's memory
            Path work = Files.createTempDirectory("jvsim-libs-");
            List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp", classPath(jars), name));
            Path hostOut = Files.createTempFile("jvsim-libs-", ".out");
            Process host = new ProcessBuilder(command).directory(work.toFile()).redirectOutput(hostOut.toFile()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
            VmConfig cfg = new VmConfig();
            cfg.classpath.add(TEST_CLASSES);
            cfg.classpath.addAll(jars);
            ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
            cfg.out = out;
            cfg.err = err;
            int status = new Vm(cfg).runMain(name, new String[0]);
            assertTrue(host.waitFor(120, TimeUnit.SECONDS), name + " hangs on the host");
            String expected = Files.readString(hostOut);
            Files.delete(hostOut);
            deleteTree(work);
            assertTrue(!expected.isEmpty(), name + " prints on the host");
            assertEquals(expected, out.toString(StandardCharsets.UTF_8), name + ": stdout differs (stderr in jvsim:\n" + err.toString(StandardCharsets.UTF_8) + ")");
            assertEquals(host.exitValue(), status, name + ": exit status");
        }));
    }

    @Test
    void log4jLockOrderDeadlockIsFound() throws Exception {
        String m = onlyViolation("libs.Log4jDeadlock", "deadlock").message;
        assertTrue(m.contains("waits for libs.Log4jDeadlock$Account@1") && m.contains("waits for org.apache.log4j.spi.RootLogger@1"), m);
    }

    /** commons-pool 1.6's POOL-264: the GROW branch of GenericKeyedObjectPool.borrowObject dereferences a request's null sub-pool. */
    @Test
    void poolGrowNullPointerIsFound() throws Exception {
        Violation v = onlyViolation("libs.PoolGrowRace", "uncaught-exception");
        assertTrue(v.message.contains("NullPointerException"), v.message);
        String out = v.stderr;
        assertTrue(out.contains("at org.apache.commons.pool.impl.GenericKeyedObjectPool.borrowObject(GenericKeyedObjectPool.java:1130)"), out);
    }

    /** The one violation, of this kind, that the default search (DPOR) finds in a program of the libs package. */
    private static Violation onlyViolation(String className, String kind) throws Exception {
        SearchConfig c = new SearchConfig();
        c.vm.classpath.add(TEST_CLASSES);
        c.vm.classpath.addAll(jars());
        c.className = className;
        SearchResult r = new DporSearch().run(c);
        assertEquals(1, r.violations.size(), r.violations.toString());
        assertEquals(kind, r.violations.get(0).kind.id);
        return r.violations.get(0);
    }

    /** The libraries' jars, as the test's own class path has them. */
    public static List<Path> jars() throws Exception {
        List<Path> jars = new ArrayList<>();
        for (String marker : MARKERS) jars.add(Path.of(Class.forName(marker).getProtectionDomain().getCodeSource().getLocation().toURI()));
        return jars;
    }

    private static String classPath(List<Path> jars) {
        StringBuilder b = new StringBuilder(TEST_CLASSES.toAbsolutePath().toString());
        for (Path j : jars) b.append(java.io.File.pathSeparatorChar).append(j);
        return b.toString();
    }

    private static void deleteTree(Path dir) throws IOException {
        try (Stream<Path> all = Files.walk(dir)) {
            for (Path p : (Iterable<Path>) all.sorted(java.util.Comparator.reverseOrder())::iterator) Files.delete(p);
        }
    }
}
