package jvsim.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
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
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The differential conformance suite: every program listed in conformance.txt runs on the host JVM
 * (java -ea) and in jvsim; stdout and the exit status must be identical. Programs listed in
 * conformance-known-gaps.txt (each with the reason) are reported as skipped until the gap is closed.
 */
class ConformanceTest {
    private static final Path CLASSES = Path.of("target", "classes");

    @TestFactory
    Stream<DynamicTest> programsBehaveAsOnTheHostJvm() throws IOException {
        Map<String, String> gaps = knownGaps();
        List<DynamicTest> tests = new ArrayList<>();
        for (String name : lines("/conformance.txt")) {
            tests.add(DynamicTest.dynamicTest(name, () -> {
                assumeFalse(gaps.containsKey(name), () -> "known gap: " + gaps.get(name));
                // the host JVM runs while jvsim does: the two overlap on a multi-core machine
                HostRun hostRun = startOnHost(name);
                Result vm = runInVm(name);
                Result host = hostRun.finish();
                assertEquals(host.stdout, vm.stdout, name + ": stdout differs (stderr in jvsim:\n" + vm.stderr + ")");
                assertEquals(host.status, vm.status, name + ": exit status differs (stderr in jvsim:\n" + vm.stderr + ")");
            }));
        }
        return tests.stream();
    }

    static final class Result {
        final String stdout, stderr;
        final int status;
        Result(String stdout, String stderr, int status) { this.stdout = stdout; this.stderr = stderr; this.status = status; }
    }

    /** A program started on the host JVM, its stdout going to a temporary file. */
    static final class HostRun {
        final String name;
        final Process process;
        final Path stdout;
        HostRun(String name, Process process, Path stdout) { this.name = name; this.process = process; this.stdout = stdout; }

        Result finish() throws IOException, InterruptedException {
            try {
                if (!process.waitFor(60, TimeUnit.SECONDS)) { process.destroyForcibly(); throw new AssertionError(name + " hangs on the host"); }
                return new Result(Files.readString(stdout, StandardCharsets.UTF_8), "", process.exitValue());
            } finally {
                Files.deleteIfExists(stdout);
            }
        }
    }

    static HostRun startOnHost(String name) throws IOException { return startOnHost(name, List.of()); }

    /** Starts a program on the host JVM with extra JVM options before the class and arguments after it. */
    static HostRun startOnHost(String name, List<String> jvmOptions, String... args) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Path out = Files.createTempFile("jvsim-conformance-", ".out");
        List<String> command = new ArrayList<>(List.of(java, "-ea"));
        command.addAll(jvmOptions);
        command.addAll(List.of("-cp", CLASSES.toString(), name));
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command)
                .redirectOutput(out.toFile()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        p.getOutputStream().close();
        return new HostRun(name, p, out);
    }

    static Result runInVm(String name, String... args) {
        VmConfig cfg = new VmConfig();
        cfg.classpath.add(CLASSES);
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        cfg.out = out;
        cfg.err = err;
        int status = new Vm(cfg).runMain(name, args);
        return new Result(out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8), status);
    }

    static List<String> lines(String resource) throws IOException {
        try (InputStream in = ConformanceTest.class.getResourceAsStream(resource)) {
            List<String> out = new ArrayList<>();
            if (in == null) return out;
            for (String l : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                l = l.strip();
                if (!l.isEmpty() && !l.startsWith("#")) out.add(l);
            }
            return out;
        }
    }

    /** name -> reason, from lines "conformance.Name  reason". */
    static Map<String, String> knownGaps() throws IOException {
        Map<String, String> gaps = new LinkedHashMap<>();
        for (String l : lines("/conformance-known-gaps.txt")) {
            int sp = l.indexOf(' ');
            gaps.put(sp < 0 ? l : l.substring(0, sp), sp < 0 ? "" : l.substring(sp).strip());
        }
        return gaps;
    }

    static boolean exists(String name) { return Files.exists(CLASSES.resolve(name.replace('.', '/') + ".class")); }
}
