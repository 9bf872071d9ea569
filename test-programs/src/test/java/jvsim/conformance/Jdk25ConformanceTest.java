package jvsim.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import jvsim.vm.Vm;
import jvsim.vm.VmConfig;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The conformance suite (conformance.txt) on JDK 25's class library: each program runs on the JDK 25
 * (java -ea) and in jvsim with that JDK's class library (VmConfig.jdkHome, as --jdk), whatever JDK
 * the tests run on; stdout and the exit status must be identical. Programs listed in
 * conformance-known-gaps-25.txt (each with the reason) are skipped until the gap is closed. Skipped
 * with a message naming the missing JDK where no JDK 25 is installed (see {@link Jdk25}).
 */
@Tag("jdk25")
class Jdk25ConformanceTest {
    private static final Path CLASSES = Path.of("target", "classes");

    @TestFactory
    Stream<DynamicTest> programsBehaveAsOnJdk25() throws IOException {
        Map<String, String> gaps = new LinkedHashMap<>();
        for (String l : ConformanceTest.lines("/conformance-known-gaps-25.txt")) {
            int sp = l.indexOf(' ');
            gaps.put(sp < 0 ? l : l.substring(0, sp), sp < 0 ? "" : l.substring(sp).strip());
        }
        List<DynamicTest> tests = new ArrayList<>();
        for (String name : ConformanceTest.lines("/conformance.txt")) {
            tests.add(DynamicTest.dynamicTest(name, () -> {
                Path jdk = Jdk25.home();
                assumeFalse(gaps.containsKey(name), () -> "known gap on JDK 25: " + gaps.get(name));
                Process host = startOnJdk(jdk, name);
                Path hostOut = hostOut(host);
                ConformanceTest.Result vm = runInVm(jdk, name);
                if (!host.waitFor(60, TimeUnit.SECONDS)) { host.destroyForcibly(); throw new AssertionError(name + " hangs on JDK 25"); }
                String hostStdout = Files.readString(hostOut, StandardCharsets.UTF_8);
                Files.deleteIfExists(hostOut);
                assertEquals(hostStdout, vm.stdout, name + ": stdout differs (stderr in jvsim:\n" + vm.stderr + ")");
                assertEquals(host.exitValue(), vm.status, name + ": exit status differs (stderr in jvsim:\n" + vm.stderr + ")");
            }));
        }
        return tests.stream();
    }

    private static final Map<Process, Path> OUTS = new java.util.concurrent.ConcurrentHashMap<>();

    private static Process startOnJdk(Path jdk, String name) throws IOException {
        Path out = Files.createTempFile("jvsim-conformance25-", ".out");
        Process p = new ProcessBuilder(jdk.resolve("bin/java").toString(), "-ea", "-cp", CLASSES.toString(), name)
                .redirectOutput(out.toFile()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        p.getOutputStream().close();
        OUTS.put(p, out);
        return p;
    }

    private static Path hostOut(Process p) { return OUTS.remove(p); }

    private static ConformanceTest.Result runInVm(Path jdk, String name) { return runInVm(jdk, CLASSES, name); }

    /** Runs class name of classes in jvsim on the class library of jdk: its stdout, stderr and exit status. */
    static ConformanceTest.Result runInVm(Path jdk, Path classes, String name) {
        VmConfig cfg = new VmConfig();
        cfg.classpath.add(classes);
        cfg.jdkHome = jdk;
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        cfg.out = out;
        cfg.err = err;
        int status;
        try {
            status = new Vm(cfg).runMain(name, new String[0]);
        } catch (RuntimeException e) {
            // an internal error of the VM (a missing native): the test fails with it, not with a differing output
            throw new AssertionError(name + " in jvsim on JDK 25: " + e + "\nstderr:\n" + err.toString(StandardCharsets.UTF_8), e);
        }
        return new ConformanceTest.Result(out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8), status);
    }
}
